/**
 * The seeded "what to eat" posts: one city each, its real dishes with a sentence each and where to find them.
 * Plain data (no server import) so the unit test reads it; seed-posts.ts turns it into rows.
 */

type Text = { vi: string; en: string };
type Dish = { name: Text; about: Text };
type FoodSeed = {
  slug: string;
  title: Text;
  excerpt: Text;
  image: string;
  imageAlt: Text;
  intro: Text;
  dishes: Dish[];
  where: Text;
  tip: Text;
};

const d = (vi: string, en: string, aboutVi: string, aboutEn: string): Dish => ({ name: { vi, en }, about: { vi: aboutVi, en: aboutEn } });

export const FOOD_POSTS: readonly FoodSeed[] = [
  {
    slug: 'an-gi-o-da-nang',
    title: { vi: 'Ăn gì ở Đà Nẵng? 5 món phải thử', en: 'What to eat in Da Nang: 5 dishes to try' },
    excerpt: {
      vi: 'Mì Quảng, bánh tráng cuốn thịt heo, bún chả cá, bánh xèo và hải sản bên biển Mỹ Khê.',
      en: 'Mi Quang, pork rolled in rice paper, fish cake noodle soup, banh xeo and seafood by My Khe beach.',
    },
    image: '/banners/food-da-nang.svg',
    imageAlt: {
      vi: 'Tô mì Quảng sợi vàng với tôm, trứng cút và bánh tráng mè',
      en: 'A bowl of yellow mi Quang noodles with shrimp, quail eggs and a sesame cracker',
    },
    intro: {
      vi: 'Đà Nẵng ăn ngon mà không đắt: phần lớn các món dưới đây chỉ vài chục nghìn đồng một phần, và quán ngon thường là quán đông người địa phương nhất.',
      en: 'Da Nang eats well without costing much: most of these dishes are a few tens of thousands of dong a plate, and the best places are usually the ones full of locals.',
    },
    dishes: [
      d(
        'Mì Quảng',
        'Mi Quang',
        'Sợi mì to, vàng nghệ, chỉ chan xăm xắp nước dùng, ăn với tôm, thịt heo, trứng cút, đậu phộng rang và bánh tráng mè bẻ vụn.',
        'Wide turmeric-yellow noodles in just a splash of rich broth, with shrimp, pork, quail eggs, roasted peanuts and a crumbled sesame rice cracker.',
      ),
      d(
        'Bánh tráng cuốn thịt heo',
        'Pork rolled in rice paper',
        'Thịt heo luộc thái mỏng cuốn cùng rau sống và bánh tráng, chấm mắm nêm pha dứa, tỏi, ớt: món nhậu mà cũng là bữa trưa của người Đà Nẵng.',
        'Thin slices of boiled pork rolled with fresh herbs in rice paper and dipped in mam nem, fermented anchovy sauce with pineapple, garlic and chilli.',
      ),
      d(
        'Bún chả cá',
        'Fish cake noodle soup',
        'Nước dùng ngọt từ cá và rau củ, chả cá chiên và chả hấp, thêm bí đỏ và bắp cải; người Đà Nẵng ăn cho bữa sáng.',
        'A clear broth sweetened by fish and vegetables, fried and steamed fish cakes, pumpkin and cabbage: a Da Nang breakfast.',
      ),
      d(
        'Bánh xèo',
        'Banh xeo',
        'Bánh nhỏ, giòn rụm, nhân tôm và thịt, cuốn với rau và bánh tráng rồi chấm nước lèo sệt làm từ gan heo và đậu phộng.',
        'Small crisp pancakes filled with shrimp and pork, wrapped with herbs in rice paper and dipped in a thick sauce of pork liver and peanuts.',
      ),
      d(
        'Hải sản',
        'Seafood',
        'Dọc biển Mỹ Khê, tôm, mực, ghẹ, sò điệp được chọn tại bể rồi nướng mỡ hành hay hấp sả; hỏi giá theo cân trước khi chế biến.',
        'Along My Khe beach, pick shrimp, squid, crab or scallops from the tanks to be grilled with spring onion oil or steamed with lemongrass; ask the price per kilo first.',
      ),
    ],
    where: {
      vi: 'Khu ăn uống trong chợ Cồn bán gần đủ các món trên từ sáng đến chiều. Buổi tối, chợ đêm Sơn Trà gần cầu Rồng và dãy quán hải sản trên đường Võ Nguyên Giáp là nơi đông vui nhất.',
      en: 'The food stalls inside Con market sell almost all of these from morning to late afternoon. In the evening the Son Tra night market near the Dragon Bridge and the seafood restaurants along Vo Nguyen Giap street are the liveliest.',
    },
    tip: {
      vi: 'Mẹo: mắm nêm khá nặng mùi, hãy nếm thử một chút trước khi chấm đẫm.',
      en: 'Tip: mam nem has a strong smell; taste a little before you dip deep.',
    },
  },
  {
    slug: 'an-gi-o-ha-long',
    title: { vi: 'Ăn gì ở Hạ Long? 5 đặc sản biển Quảng Ninh', en: 'What to eat in Ha Long: 5 seafood specialities' },
    excerpt: {
      vi: 'Chả mực giã tay, bánh cuốn chả mực, sá sùng, ngán và tu hài: những món chỉ vùng biển này mới có.',
      en: 'Hand-pounded squid cakes, rice rolls with squid cake, peanut worms, ngan clams and geoduck: food this coast is known for.',
    },
    image: '/banners/food-ha-long.svg',
    imageAlt: {
      vi: 'Đĩa chả mực chiên vàng bên bát nước chấm và rau thơm',
      en: 'A plate of golden fried squid cakes with a dipping sauce and herbs',
    },
    intro: {
      vi: 'Sau một ngày trên vịnh, bữa tối ở Hạ Long gần như chắc chắn là hải sản. Vài món dưới đây là đặc sản riêng của vùng biển Quảng Ninh, mua về làm quà cũng được.',
      en: 'After a day on the bay, dinner in Ha Long is almost certainly seafood. The dishes below belong to this stretch of coast, and some travel home well as gifts.',
    },
    dishes: [
      d(
        'Chả mực giã tay',
        'Hand-pounded squid cake',
        'Mực tươi giã bằng cối đá đến khi dẻo rồi rán vàng, miếng chả giòn ngoài, dai ngọt bên trong; ăn với xôi trắng hay cơm nóng.',
        'Fresh squid pounded in a stone mortar until springy, then fried golden: crisp outside, sweet and chewy inside, eaten with sticky rice or hot rice.',
      ),
      d(
        'Bánh cuốn chả mực',
        'Rice rolls with squid cake',
        'Bánh cuốn tráng mỏng ăn kèm chả mực thái lát và nước mắm pha, bữa sáng quen thuộc của người Hòn Gai.',
        'Thin steamed rice rolls with slices of squid cake and a light fish sauce dip, a usual breakfast in Hon Gai.',
      ),
      d(
        'Sá sùng',
        'Peanut worm (sa sung)',
        'Loài giun biển đào trong bãi cát; phơi khô rồi nướng giòn để nhắm, hay cho vào nồi nước dùng phở, bún cho ngọt.',
        'A sea worm dug from the sand flats; dried and grilled crisp as a snack, or added to noodle broths to sweeten them.',
      ),
      d(
        'Ngán',
        'Ngan clam',
        'Loài nghêu sống ở rừng ngập mặn, hấp sả, nấu cháo hay làm gỏi; vị ngọt đậm hơn nghêu thường.',
        'A clam of the mangrove shores, steamed with lemongrass, cooked into rice porridge or served as a salad; sweeter than an ordinary clam.',
      ),
      d(
        'Tu hài nướng',
        'Grilled geoduck clam',
        'Tu hài Vân Đồn nướng mỡ hành hoặc hấp, thịt giòn và ngọt; ngon nhất khi còn tươi sống trong bể.',
        'Van Don geoduck grilled with spring onion oil or steamed; the meat is crunchy and sweet, best chosen alive from the tank.',
      ),
    ],
    where: {
      vi: 'Chợ Hạ Long I ở Hòn Gai có hải sản tươi và chả mực làm sẵn; các quán ở Bãi Cháy, gần chân cầu Bãi Cháy, chế biến theo yêu cầu. Chả mực mua mang về nên chọn loại hút chân không.',
      en: 'Ha Long I market in Hon Gai sells fresh seafood and ready-made squid cakes; restaurants in Bai Chay, near the Bai Chay bridge, cook to order. To take squid cake home, buy it vacuum-packed.',
    },
    tip: {
      vi: 'Mẹo: trên du thuyền, bữa ăn thường đã gồm trong giá; hải sản gọi thêm tính riêng.',
      en: 'Tip: on a cruise the meals are usually included; extra seafood is charged apart.',
    },
  },
  {
    slug: 'an-gi-o-hoi-an',
    title: { vi: 'Ăn gì ở Hội An? 6 món phải thử', en: 'What to eat in Hoi An: 6 dishes to try' },
    excerpt: {
      vi: 'Cao lầu, mì Quảng, cơm gà, bánh mì Phượng, bánh vạc và chè bắp Cẩm Nam: phố cổ ăn gì cho đúng vị.',
      en: 'Cao lau, mi Quang, chicken rice, Banh Mi Phuong, white rose dumplings and Cam Nam corn pudding: the old town on a plate.',
    },
    image: '/banners/food-hoi-an.svg',
    imageAlt: {
      vi: 'Tô cao lầu với thịt xá xíu, rau sống và tóp mỡ giòn',
      en: 'A bowl of cao lau with sliced pork, greens and crisp croutons',
    },
    intro: {
      vi: 'Hội An nhỏ, đi bộ là tới, nên có thể ăn trọn sáu món này trong hai ngày. Nhiều món gắn với phố cổ đến mức đi nơi khác khó tìm được đúng vị.',
      en: 'Hoi An is small enough to walk, so all six of these fit into two days. Several are so tied to the old town that they are hard to find done right anywhere else.',
    },
    dishes: [
      d(
        'Cao lầu',
        'Cao lau',
        'Sợi mì vàng, dai, làm theo cách riêng của Hội An, ăn với thịt xá xíu, rau Trà Quế, giá và miếng tóp giòn, rưới một chút nước sốt.',
        'Chewy yellow noodles made the Hoi An way, with sliced pork, Tra Que greens, bean sprouts and crisp croutons, moistened with a little sauce.',
      ),
      d(
        'Mì Quảng',
        'Mi Quang',
        'Món mì của đất Quảng: sợi to, nước dùng ít, tôm thịt hoặc gà, ăn kèm bánh tráng mè và rau sống.',
        'The noodle dish of the Quang region: wide noodles, little broth, shrimp and pork or chicken, with a sesame rice cracker and fresh herbs.',
      ),
      d(
        'Cơm gà Hội An',
        'Hoi An chicken rice',
        'Cơm nấu bằng nước luộc gà nên vàng và thơm, gà xé trộn hành tây, rau răm, ăn với đu đủ bóp và tương ớt.',
        'Rice cooked in chicken stock, golden and fragrant, topped with shredded chicken tossed with onion and Vietnamese coriander, with papaya pickle and chilli sauce.',
      ),
      d(
        'Bánh mì Phượng',
        'Banh Mi Phuong',
        'Tiệm bánh mì nổi tiếng trên đường Phan Châu Trinh: vỏ giòn, nhân pa-tê, thịt nguội, rau và nước sốt nhà làm; xếp hàng vài phút là chuyện thường.',
        'The famous sandwich shop on Phan Chau Trinh street: a crackling baguette with pâté, cold cuts, herbs and its own sauce; a few minutes in the queue is normal.',
      ),
      d(
        'Bánh vạc (hoa hồng trắng)',
        'White rose dumplings (banh vac)',
        'Vỏ bột gạo mỏng gói tôm băm, gấp thành hình bông hồng, rắc hành phi và chấm nước mắm chua ngọt; chỉ vài gia đình ở Hội An còn làm.',
        'Thin rice-flour wrappers around minced shrimp, folded into the shape of a rose, topped with fried shallots and dipped in sweet-sour fish sauce; only a few families in town still make them.',
      ),
      d(
        'Chè bắp Cẩm Nam',
        'Cam Nam sweet corn pudding',
        'Bắp nếp trồng trên bãi bồi Cẩm Nam, nấu với bột năng thành chè sánh, chan nước cốt dừa; ăn nóng hay nguội đều ngon.',
        'Sticky corn from the Cam Nam riverbanks cooked into a thick sweet soup and topped with coconut milk; good hot or cold.',
      ),
    ],
    where: {
      vi: 'Khu ăn uống trong chợ Hội An, bên bờ sông Hoài, có cao lầu, mì Quảng và chè ở một chỗ. Buổi tối, chợ đêm Nguyễn Hoàng trên cồn An Hội bán đồ nướng và bánh; qua cầu sang Cẩm Nam để ăn chè bắp.',
      en: 'The food hall inside Hoi An market, on the Hoai river, has cao lau, mi Quang and sweet soups in one place. In the evening the Nguyen Hoang night market on An Hoi islet sells grilled snacks and cakes; cross the bridge to Cam Nam for the corn pudding.',
    },
    tip: {
      vi: 'Mẹo: ăn cao lầu vào buổi trưa, khi quán vừa có mẻ mì mới.',
      en: 'Tip: have cao lau at lunchtime, when the day\u2019s fresh noodles are in.',
    },
  },
  {
    slug: 'an-gi-o-sa-pa',
    title: { vi: 'Ăn gì ở Sa Pa? 6 món vùng cao nên thử', en: 'What to eat in Sa Pa: 6 highland dishes' },
    excerpt: {
      vi: 'Thắng cố, lợn cắp nách, cá hồi, rau cải mèo, cơm lam và đồ nướng đêm bên nhà thờ đá.',
      en: 'Thang co stew, small mountain pig, salmon, Hmong mustard greens, bamboo rice and night grills by the stone church.',
    },
    image: '/banners/food-sa-pa.svg',
    imageAlt: {
      vi: 'Bếp than với xiên thịt nướng, ống cơm lam và trứng nướng',
      en: 'A charcoal grill with meat skewers, bamboo-tube rice and roasted eggs',
    },
    intro: {
      vi: 'Trời Sa Pa lạnh nên món ăn đậm và nóng: nồi lẩu, bếp than, rượu ngô. Phần lớn nguyên liệu do người Mông, người Dao trồng và nuôi trên núi.',
      en: 'Sa Pa is cold, so its food is rich and hot: hotpots, charcoal grills, corn wine. Most of what is cooked is grown and raised in the hills by Hmong and Dao families.',
    },
    dishes: [
      d(
        'Thắng cố',
        'Thang co',
        'Món hầm của người Mông từ thịt và nội tạng ngựa với thảo quả, lá chanh, sả, nấu trong chảo lớn ở các phiên chợ; vị lạ, nên thử một bát nhỏ.',
        'A Hmong stew of horse meat and offal with black cardamom, lime leaves and lemongrass, cooked in huge pans at the markets; unusual, so start with a small bowl.',
      ),
      d(
        'Lợn cắp nách',
        'Small mountain pig',
        'Giống lợn nhỏ thả rông, được mang đi chợ bằng cách cắp dưới nách; thịt chắc, ít mỡ, thường quay hoặc nướng.',
        'A small free-range pig, light enough to carry to market under one arm; firm, lean meat, usually roasted or grilled.',
      ),
      d(
        'Cá hồi và cá tầm',
        'Salmon and sturgeon',
        'Nuôi trong nước suối lạnh quanh Sa Pa, ăn gỏi, nướng hay nấu lẩu chua với măng và rau rừng.',
        'Farmed in the cold streams around Sa Pa, eaten raw as a salad, grilled, or in a sour hotpot with bamboo shoots and wild greens.',
      ),
      d(
        'Rau cải mèo và ngọn su su',
        'Hmong mustard greens and chayote shoots',
        'Cải mèo hơi đắng, luộc hay nấu canh; ngọn su su xào tỏi giòn ngọt, có trong gần như mọi bữa cơm ở đây.',
        'Slightly bitter Hmong mustard greens, boiled or in soup, and chayote shoots stir-fried with garlic, crunchy and sweet, at nearly every meal here.',
      ),
      d(
        'Cơm lam',
        'Bamboo-tube rice',
        'Gạo nếp cho vào ống nứa nướng trên than, bóc vỏ ra được thỏi cơm dẻo thơm, chấm muối vừng.',
        'Sticky rice roasted over charcoal inside a bamboo tube; peel it to a fragrant roll and dip it in sesame salt.',
      ),
      d(
        'Đồ nướng đêm',
        'Night grills',
        'Xiên thịt, trứng gà, khoai lang, ngô nướng trên bếp than quanh quảng trường và nhà thờ đá, ấm tay trong đêm lạnh.',
        'Meat skewers, eggs, sweet potatoes and corn grilled over charcoal around the square and the stone church, warming hands on a cold night.',
      ),
    ],
    where: {
      vi: 'Chợ Sa Pa có khu ẩm thực và là nơi mua cải mèo, măng, thảo quả. Muốn xem thắng cố nấu ngoài trời, hãy đi phiên chợ Bắc Hà sáng Chủ nhật, cách Sa Pa một ngày đi về.',
      en: 'Sa Pa market has a food hall and sells mustard greens, bamboo shoots and black cardamom. To see thang co cooked in the open, go to the Sunday market at Bac Ha, a day trip from Sa Pa.',
    },
    tip: {
      vi: 'Mẹo: rượu ngô và rượu táo mèo khá nặng, uống ít và đừng lái xe đèo.',
      en: 'Tip: corn wine and wild apple wine are strong; go easy, and never ride the mountain passes after.',
    },
  },
  {
    slug: 'an-gi-o-phu-quoc',
    title: { vi: 'Ăn gì ở Phú Quốc? 5 món từ biển đảo', en: 'What to eat on Phu Quoc: 5 dishes from the island' },
    excerpt: {
      vi: 'Gỏi cá trích, bún quậy, nhum nướng mỡ hành, ghẹ Hàm Ninh và nước mắm Phú Quốc làm nên bữa ăn trên đảo.',
      en: 'Herring salad, bun quay, grilled sea urchin, Ham Ninh crab and Phu Quoc fish sauce make an island meal.',
    },
    image: '/banners/food-phu-quoc.svg',
    imageAlt: {
      vi: 'Đĩa gỏi cá trích với dừa nạo, rau rừng và bánh tráng',
      en: 'A plate of herring salad with grated coconut, wild herbs and rice paper',
    },
    intro: {
      vi: 'Đảo Phú Quốc sống nhờ biển, và bữa ăn ngon nhất thường là hải sản vừa lên thuyền sáng nay. Năm món sau gần như chỉ ở đây mới đúng vị.',
      en: 'Phu Quoc lives off the sea, and the best meal is usually whatever came off the boats this morning. These five taste right almost only here.',
    },
    dishes: [
      d(
        'Gỏi cá trích',
        'Herring salad',
        'Cá trích tươi lọc thịt, trộn dừa nạo, hành tây, rau thơm; cuốn bánh tráng với rau rừng và chấm nước mắm đậu phộng.',
        'Raw herring fillets tossed with grated coconut, onion and herbs, rolled in rice paper with wild greens and dipped in a peanut fish sauce.',
      ),
      d(
        'Bún quậy',
        'Bun quay',
        'Chả tôm, chả cá chần trong nồi nước dùng với sợi bún ép tại chỗ; khách tự "quậy" chén nước chấm muối, đường, ớt, tắc theo ý mình.',
        'Shrimp and fish paste poached in broth with noodles pressed to order; you stir up your own dip of salt, sugar, chilli and kumquat.',
      ),
      d(
        'Nhum nướng mỡ hành',
        'Grilled sea urchin',
        'Nhum biển bổ đôi, rưới mỡ hành và đậu phộng rồi nướng trên than; vị béo, ngọt như trứng.',
        'Sea urchin split open, topped with spring onion oil and peanuts and grilled over charcoal; rich and sweet like egg yolk.',
      ),
      d(
        'Ghẹ Hàm Ninh',
        'Ham Ninh crab',
        'Ghẹ nhỏ mà chắc thịt của làng chài Hàm Ninh, luộc hay hấp, chấm muối tiêu chanh làm từ tiêu Phú Quốc.',
        'Small, meaty blue crabs from the fishing village of Ham Ninh, boiled or steamed and dipped in lime, salt and Phu Quoc pepper.',
      ),
      d(
        'Nước mắm Phú Quốc',
        'Phu Quoc fish sauce',
        'Ủ từ cá cơm và muối trong thùng gỗ hơn một năm; ghé một nhà thùng ở Dương Đông để xem cách làm và nếm loại nhĩ đầu tiên.',
        'Anchovies and salt aged in wooden barrels for more than a year; visit a barrel house in Duong Dong to see how and taste the first pressing.',
      ),
    ],
    where: {
      vi: 'Chợ đêm Phú Quốc ở Dương Đông, gần dinh Cậu, mở từ chiều tối với hàng chục quầy hải sản nướng. Làng chài Hàm Ninh ở bờ đông có nhà hàng trên cầu tàu, ăn ghẹ ngắm biển.',
      en: 'The Phu Quoc night market in Duong Dong, near the Dinh Cau shrine, opens at dusk with dozens of seafood grills. Ham Ninh fishing village on the east coast has restaurants on the pier for crab with a sea view.',
    },
    tip: {
      vi: 'Mẹo: hải sản ở chợ đêm tính theo cân; cân trước mặt và hỏi giá đã gồm chế biến chưa.',
      en: 'Tip: seafood at the night market is sold by weight; see it weighed and ask whether cooking is included.',
    },
  },
  {
    slug: 'an-gi-o-da-lat',
    title: { vi: 'Ăn gì ở Đà Lạt? 6 món cho ngày se lạnh', en: 'What to eat in Da Lat: 6 dishes for cool days' },
    excerpt: {
      vi: 'Bánh tráng nướng, bánh căn, bánh mì xíu mại, lẩu gà lá é, sữa đậu nành nóng và kem bơ.',
      en: 'Grilled rice paper, banh can, meatball bread, chicken hotpot with e leaves, hot soy milk and avocado ice cream.',
    },
    image: '/banners/food-da-lat.svg',
    imageAlt: {
      vi: 'Bánh tráng nướng với trứng và hành lá bên ly sữa đậu nành nóng',
      en: 'Grilled rice paper with egg and spring onion beside a cup of hot soy milk',
    },
    intro: {
      vi: 'Đà Lạt mát quanh năm nên món ăn ở đây hợp với cái se lạnh: đồ nướng trên than, nồi lẩu bốc khói, ly sữa nóng cầm tay khi dạo chợ đêm.',
      en: 'Da Lat is cool all year, and its food suits the chill: things grilled over charcoal, a steaming hotpot, a hot cup of soy milk in hand at the night market.',
    },
    dishes: [
      d(
        'Bánh tráng nướng',
        'Grilled rice paper',
        'Bánh tráng phết trứng, hành lá, tôm khô, xúc xích rồi nướng giòn trên than, gấp đôi ăn nóng với tương ớt.',
        'Rice paper spread with egg, spring onion, dried shrimp and sausage, grilled crisp over charcoal and folded in half, hot with chilli sauce.',
      ),
      d(
        'Bánh căn',
        'Banh can',
        'Bánh bột gạo đổ trong khuôn đất, có trứng cút ở giữa; người Đà Lạt ăn với chén xíu mại và nước mắm.',
        'Little rice-flour cakes cooked in clay moulds around a quail egg; Da Lat eats them with a bowl of meatball sauce and fish sauce.',
      ),
      d(
        'Bánh mì xíu mại',
        'Meatball bread (banh mi xiu mai)',
        'Chén xíu mại sốt cà chua nóng hổi, chấm bánh mì giòn: bữa sáng quen của người Đà Lạt.',
        'A bowl of hot meatballs in tomato sauce with crusty bread to dip: the usual Da Lat breakfast.',
      ),
      d(
        'Lẩu gà lá é',
        'Chicken hotpot with e leaves',
        'Gà ta nấu với lá é, một loại rau thơm vị the như húng, nước lẩu chua nhẹ; hợp nhất vào buổi tối trời lạnh.',
        'Free-range chicken in a lightly sour broth with e leaves, a peppery herb like basil; best on a cold evening.',
      ),
      d(
        'Sữa đậu nành nóng',
        'Hot soy milk',
        'Bán ở các xe đẩy quanh chợ Đà Lạt từ chiều tối, thường kèm bánh ngọt hay bánh bao.',
        'Sold from carts around Da Lat market from late afternoon, often with a cake or a steamed bun.',
      ),
      d(
        'Kem bơ',
        'Avocado ice cream',
        'Bơ Lâm Đồng dầm nhuyễn, phủ một viên kem dừa và dừa sợi; ăn được cả khi trời lạnh.',
        'Mashed local avocado topped with a scoop of coconut ice cream and coconut shreds; good even on a cold day.',
      ),
    ],
    where: {
      vi: 'Chợ Đà Lạt và chợ đêm trên đường Nguyễn Thị Minh Khai là nơi có gần đủ các món này. Ra vùng ven, các vườn dâu tây và đồi chè cho hái dâu, uống trà atisô tại chỗ.',
      en: 'Da Lat market and the night market on Nguyen Thi Minh Khai street have nearly all of these. Out of town, strawberry farms and tea hills let you pick berries and drink artichoke tea where it grows.',
    },
    tip: {
      vi: 'Mẹo: chợ đêm đông nhất từ 19 giờ đến 21 giờ; mang áo khoác, trời xuống lạnh nhanh.',
      en: 'Tip: the night market is busiest from 7 to 9 pm; bring a jacket, it gets cold fast.',
    },
  },
];

/** A food post's body: its introduction, every dish with its sentence, where to eat and a tip. */
export function foodBody(post: FoodSeed, lang: 'vi' | 'en'): string {
  const heading = lang === 'vi' ? 'Những món nên thử' : 'The dishes to try';
  const whereHeading = lang === 'vi' ? 'Ăn ở đâu' : 'Where to eat';
  const dishes = post.dishes.map((dish) => `<li><strong>${dish.name[lang]}</strong>: ${dish.about[lang]}</li>`).join('');
  return `<p>${post.intro[lang]}</p><h2>${heading}</h2><ul>${dishes}</ul><h2>${whereHeading}</h2><p>${post.where[lang]}</p><p><em>${post.tip[lang]}</em></p>`;
}
