/**
 * The seeded travel guides: one city each, written as a short article of its own (when to go, getting there,
 * what to see, how long to stay). Plain data (no server import) so the unit test reads it.
 */

type Text = { vi: string; en: string };
type GuideSeed = { slug: string; title: Text; excerpt: Text; image: string; imageAlt: Text; body: Text };

const html = (parts: [tag: 'p' | 'h2' | 'li', text: string][]) =>
  parts
    .map(([tag, text], i) => {
      const li = tag === 'li' ? `<li>${text}</li>` : `<${tag}>${text}</${tag}>`;
      const open = tag === 'li' && parts[i - 1]?.[0] !== 'li' ? '<ul>' : '';
      const close = tag === 'li' && parts[i + 1]?.[0] !== 'li' ? '</ul>' : '';
      return open + li + close;
    })
    .join('');

export const GUIDES: readonly GuideSeed[] = [
  {
    slug: 'kinh-nghiem-du-lich-da-nang',
    title: { vi: 'Kinh nghiệm du lịch Đà Nẵng tự túc', en: 'A self-guided trip to Da Nang' },
    excerpt: {
      vi: 'Biển Mỹ Khê, cầu Rồng phun lửa, bán đảo Sơn Trà và Ngũ Hành Sơn: lịch trình 3–4 ngày cho lần đầu.',
      en: 'My Khe beach, the fire-breathing Dragon Bridge, the Son Tra peninsula and the Marble Mountains: 3–4 days for a first visit.',
    },
    image: '/banners/guide-da-nang.svg',
    imageAlt: {
      vi: 'Cầu Rồng bắc qua sông Hàn với bãi biển và núi Sơn Trà phía xa',
      en: 'The Dragon Bridge over the Han river, with the beach and Son Tra mountain behind',
    },
    body: {
      vi: html([
        [
          'p',
          'Đà Nẵng hợp cho chuyến đi đầu tiên ra miền Trung: sân bay nằm ngay trong thành phố, biển cách trung tâm mười phút, và Hội An, Bà Nà đều đi về trong ngày.',
        ],
        ['h2', 'Khi nào nên đi'],
        [
          'p',
          'Mùa khô từ khoảng tháng 2 đến tháng 8 là lúc biển êm, trời nắng; tháng 4 đến tháng 8 tắm biển đẹp nhất. Từ tháng 9 đến tháng 12 là mùa mưa, tháng 10 và 11 hay có bão.',
        ],
        ['h2', 'Từ sân bay vào thành phố'],
        [
          'p',
          'Sân bay quốc tế Đà Nẵng chỉ cách trung tâm quận Hải Châu khoảng 3 km: taxi hay xe công nghệ mất chừng 10 phút, ra biển Mỹ Khê khoảng 15–20 phút.',
        ],
        ['h2', 'Nên xem gì'],
        [
          'li',
          '<strong>Cầu Rồng</strong>: tối thứ Bảy và Chủ nhật, rồng phun lửa và phun nước lúc 21 giờ; đứng bên bờ sông Hàn để xem rõ nhất.',
        ],
        [
          'li',
          '<strong>Bán đảo Sơn Trà</strong>: chùa Linh Ứng với tượng Phật Bà cao 67 m nhìn ra vịnh, đường đèo ven rừng có voọc chà vá chân nâu.',
        ],
        ['li', '<strong>Ngũ Hành Sơn</strong>: năm ngọn núi đá vôi với hang động và chùa, dưới chân là làng đá mỹ nghệ Non Nước.'],
        ['li', '<strong>Bà Nà và Cầu Vàng</strong>: khoảng một giờ xe về phía tây, lên bằng cáp treo; đi sớm để tránh mây và đông người.'],
        ['h2', 'Ở bao lâu, ở đâu'],
        [
          'p',
          'Ba đến bốn ngày là vừa, thêm một ngày nếu muốn ngủ lại Hội An. Ở dọc biển Mỹ Khê để tắm biển mỗi sáng, hoặc bên sông Hàn để đi bộ ra cầu Rồng và chợ Hàn.',
        ],
      ]),
      en: html([
        [
          'p',
          'Da Nang is an easy first stop in central Vietnam: the airport is inside the city, the beach is ten minutes from the centre, and Hoi An and Ba Na are both day trips.',
        ],
        ['h2', 'When to go'],
        [
          'p',
          'The dry season, roughly February to August, brings calm seas and sunshine; April to August is best for swimming. September to December is the rainy season, and October and November often bring storms.',
        ],
        ['h2', 'From the airport'],
        [
          'p',
          'Da Nang International Airport is only about 3 km from the centre in Hai Chau: around 10 minutes by taxi or ride-hailing car, 15–20 minutes to My Khe beach.',
        ],
        ['h2', 'What to see'],
        [
          'li',
          '<strong>Dragon Bridge</strong>: on Saturday and Sunday nights at 9 pm the dragon breathes fire and sprays water; watch from the Han river bank.',
        ],
        [
          'li',
          '<strong>Son Tra peninsula</strong>: Linh Ung pagoda and its 67 m Lady Buddha facing the bay, and a forest road where red-shanked douc langurs live.',
        ],
        [
          'li',
          '<strong>Marble Mountains</strong>: five limestone hills full of caves and pagodas, with the Non Nuoc stone carving village below.',
        ],
        [
          'li',
          '<strong>Ba Na and the Golden Bridge</strong>: about an hour west by road, then up by cable car; go early to beat the clouds and the crowds.',
        ],
        ['h2', 'How long, and where to stay'],
        [
          'p',
          'Three to four days is right, plus a night in Hoi An if you can. Stay along My Khe beach for a morning swim, or by the Han river to walk to the Dragon Bridge and Han market.',
        ],
      ]),
    },
  },
  {
    slug: 'kinh-nghiem-du-lich-ha-long',
    title: { vi: 'Kinh nghiệm du lịch Hạ Long tự túc', en: 'A self-guided trip to Ha Long' },
    excerpt: {
      vi: 'Chọn tàu ngủ đêm hay đi trong ngày, hang Sửng Sốt, đảo Ti Tốp và chèo kayak: vịnh di sản trong hai ngày.',
      en: 'An overnight cruise or a day trip, Surprise Cave, Titop island and kayaking: the heritage bay in two days.',
    },
    image: '/banners/ha-long-bay-mobile.svg',
    imageAlt: { vi: 'Thuyền buồm giữa các đảo đá vôi trên vịnh Hạ Long', en: 'A junk boat among limestone islands in Ha Long Bay' },
    body: {
      vi: html([
        [
          'p',
          'Vịnh Hạ Long, di sản thiên nhiên thế giới từ năm 1994, có gần hai nghìn đảo đá vôi. Cách hay nhất để ngắm vịnh là ngủ một đêm trên tàu, khi khách đi trong ngày đã về bờ.',
        ],
        ['h2', 'Đi đường nào'],
        [
          'p',
          'Từ Hà Nội đi cao tốc qua Hải Phòng mất khoảng 2 tiếng rưỡi đến 3 tiếng. Đi máy bay thì sân bay Vân Đồn gần nhất, cách Bãi Cháy chừng 50 km, khoảng một giờ xe.',
        ],
        ['h2', 'Mùa nào đẹp'],
        [
          'p',
          'Tháng 3 đến tháng 5 và tháng 9 đến tháng 11 trời trong, biển êm. Mùa hè nóng, nước ấm để bơi nhưng thỉnh thoảng có bão làm tàu phải hoãn; mùa đông lạnh, hay có sương mù và mưa phùn.',
        ],
        ['h2', 'Trên vịnh làm gì'],
        [
          'p',
          'Các tuyến tàu phổ biến ghé hang Sửng Sốt, hang rộng nhất vịnh, và đảo Ti Tốp có bãi tắm nhỏ và lối leo lên đỉnh ngắm toàn cảnh. Chèo kayak qua hang Luồn hay quanh làng chài Cửa Vạn là phần nhiều người nhớ nhất.',
        ],
        ['p', 'Muốn vắng hơn, chọn tàu đi vịnh Bái Tử Long hoặc vịnh Lan Hạ phía Cát Bà: cảnh tương tự mà ít tàu hơn.'],
        ['h2', 'Thời gian và chỗ ở'],
        [
          'p',
          'Đi trong ngày được, nhưng hai ngày một đêm trên tàu mới đủ thong thả. Trước hoặc sau chuyến tàu, ở Bãi Cháy cho gần bến và khu vui chơi, hay ở Hòn Gai cho gần chợ và quán ăn địa phương.',
        ],
      ]),
      en: html([
        [
          'p',
          'Ha Long Bay, a World Heritage Site since 1994, holds nearly two thousand limestone islands. The best way to see it is a night on board, after the day-trippers have gone back to shore.',
        ],
        ['h2', 'Getting there'],
        [
          'p',
          'From Hanoi the expressway via Hai Phong takes about 2.5 to 3 hours. By air, Van Don airport is the nearest, some 50 km from Bai Chay, about an hour by road.',
        ],
        ['h2', 'Best season'],
        [
          'p',
          'March to May and September to November bring clear skies and calm water. Summer is hot and the sea warm for swimming, but storms now and then delay cruises; winter is cold, often with mist and drizzle.',
        ],
        ['h2', 'On the bay'],
        [
          'p',
          'Most cruise routes stop at Surprise Cave, the largest on the bay, and Titop island, with a small beach and steps up to a viewpoint. Kayaking through Luon cave or around the Cua Van fishing village is what most people remember.',
        ],
        ['p', 'For fewer boats, pick a cruise to Bai Tu Long Bay or to Lan Ha Bay off Cat Ba: much the same scenery, far less traffic.'],
        ['h2', 'How long, and where to stay'],
        [
          'p',
          'A day trip works, but two days and a night on board is unhurried. Before or after the cruise, stay in Bai Chay near the harbour and the amusement park, or in Hon Gai near the market and local restaurants.',
        ],
      ]),
    },
  },
  {
    slug: 'kinh-nghiem-du-lich-hoi-an',
    title: { vi: 'Kinh nghiệm du lịch Hội An tự túc', en: 'A self-guided trip to Hoi An' },
    excerpt: {
      vi: 'Vé phố cổ, Chùa Cầu, đêm rằm thả đèn hoa đăng, rừng dừa Bảy Mẫu và biển An Bàng: 2–3 ngày ở Hội An.',
      en: 'The old town ticket, the Japanese Bridge, full-moon lantern nights, the Bay Mau coconut forest and An Bang beach: 2–3 days in Hoi An.',
    },
    image: '/banners/hoi-an-lanterns-mobile.svg',
    imageAlt: {
      vi: 'Dãy nhà cổ tường vàng dưới hàng đèn lồng nhiều màu ở Hội An',
      en: 'Yellow-walled old houses under strings of colourful lanterns in Hoi An',
    },
    body: {
      vi: html([
        ['h2', 'Đến Hội An'],
        [
          'p',
          'Hội An không có sân bay: bay đến Đà Nẵng rồi đi tiếp khoảng 30 km, chừng 45 phút bằng taxi, xe công nghệ hay xe đưa đón của khách sạn.',
        ],
        ['h2', 'Thời điểm đẹp'],
        [
          'p',
          'Tháng 2 đến tháng 4 khô ráo, mát mẻ, dễ đi bộ cả ngày. Tháng 5 đến tháng 8 nắng nóng nhưng hợp đi biển. Tháng 10 và 11 mưa nhiều, phố cổ ven sông có khi ngập.',
        ],
        ['h2', 'Phố cổ'],
        [
          'p',
          'Phố cổ Hội An là di sản văn hóa thế giới từ năm 1999. Một vé tham quan cho vào năm điểm tùy chọn như Chùa Cầu thế kỷ 17, nhà cổ Tấn Ký hay hội quán Phúc Kiến; giữ vé theo người khi đi trong phố.',
        ],
        [
          'p',
          'Đêm 14 âm lịch hằng tháng, phố cổ tắt đèn điện, chỉ còn đèn lồng; người ta thả đèn hoa đăng trên sông Hoài. Ngày thường, đèn lồng vẫn thắp từ chập tối.',
        ],
        ['h2', 'Ra khỏi phố'],
        [
          'p',
          'Đạp xe qua làng rau Trà Quế ra biển An Bàng, đi thuyền thúng ở rừng dừa Bảy Mẫu, ghé làng gốm Thanh Hà. Thánh địa Mỹ Sơn, cũng là di sản thế giới, cách khoảng 40 km, nên đi buổi sáng sớm.',
        ],
        ['h2', 'Ở bao lâu'],
        [
          'p',
          'Hai đến ba ngày: một ngày cho phố cổ, một ngày cho làng quê và biển, thêm nửa ngày cho Mỹ Sơn. Ở gần phố cổ để đi bộ buổi tối, hoặc gần biển An Bàng cho yên tĩnh.',
        ],
      ]),
      en: html([
        ['h2', 'Getting to Hoi An'],
        [
          'p',
          'Hoi An has no airport: fly to Da Nang and ride about 30 km on, roughly 45 minutes by taxi, ride-hailing car or hotel shuttle.',
        ],
        ['h2', 'When to go'],
        [
          'p',
          'February to April is dry and mild, good for walking all day. May to August is hot but fine for the beach. October and November are wet, and the riverside streets sometimes flood.',
        ],
        ['h2', 'The old town'],
        [
          'p',
          'Hoi An Ancient Town has been a World Heritage Site since 1999. One ticket gets you into five sites of your choice, such as the 17th-century Japanese Covered Bridge, the Tan Ky house or the Fujian assembly hall; carry it while you walk the old streets.',
        ],
        [
          'p',
          'On the 14th night of every lunar month the old town turns off its electric lights and keeps only its lanterns, and people float candle lanterns on the Hoai river. On other nights the lanterns still glow from dusk.',
        ],
        ['h2', 'Beyond the old streets'],
        [
          'p',
          'Cycle through the Tra Que vegetable village to An Bang beach, take a basket boat in the Bay Mau coconut forest, stop at the Thanh Ha pottery village. My Son sanctuary, another World Heritage Site, is about 40 km away; go early in the morning.',
        ],
        ['h2', 'How long to stay'],
        [
          'p',
          'Two to three days: one for the old town, one for the villages and the beach, half a day for My Son. Stay near the old town to walk there at night, or near An Bang beach for quiet.',
        ],
      ]),
    },
  },
  {
    slug: 'kinh-nghiem-du-lich-sa-pa',
    title: { vi: 'Kinh nghiệm du lịch Sa Pa tự túc', en: 'A self-guided trip to Sa Pa' },
    excerpt: {
      vi: 'Xe giường nằm hay tàu đêm, Fansipan bằng cáp treo, bản Cát Cát và thung lũng Mường Hoa: Sa Pa theo từng mùa.',
      en: 'Sleeper bus or night train, Fansipan by cable car, Cat Cat village and the Muong Hoa valley: Sa Pa season by season.',
    },
    image: '/banners/sapa-terraces-mobile.svg',
    imageAlt: { vi: 'Ruộng bậc thang và núi đồi Sa Pa', en: 'Rice terraces and mountains around Sa Pa' },
    body: {
      vi: html([
        [
          'p',
          'Thị trấn Sa Pa nằm ở độ cao khoảng 1.500 m, giữa dãy Hoàng Liên Sơn. Trời mát quanh năm, mùa đông có đêm xuống gần 0 °C, thỉnh thoảng có băng tuyết.',
        ],
        ['h2', 'Mỗi mùa một vẻ'],
        ['li', '<strong>Tháng 3–5</strong>: hoa đào, hoa mận và mùa đổ nước vào ruộng bậc thang, mặt ruộng loang loáng như gương.'],
        ['li', '<strong>Tháng 6–8</strong>: lúa xanh, có mưa rào buổi chiều, mát hơn hẳn đồng bằng.'],
        ['li', '<strong>Tháng 9 đến đầu tháng 10</strong>: mùa lúa chín vàng, đẹp nhất và cũng đông khách nhất.'],
        ['li', '<strong>Tháng 12–2</strong>: lạnh, nhiều sương; có năm tuyết rơi trên đỉnh Fansipan.'],
        ['h2', 'Đường lên Sa Pa'],
        [
          'p',
          'Từ Hà Nội, xe giường nằm đi cao tốc Nội Bài – Lào Cai mất khoảng 5–6 giờ và đến thẳng thị trấn. Tàu đêm đến ga Lào Cai mất khoảng 8 giờ, rồi đi tiếp khoảng 35 km đường đèo, chừng một giờ.',
        ],
        ['h2', 'Đi đâu'],
        [
          'p',
          'Cáp treo từ ga Mường Hoa đưa lên gần đỉnh Fansipan, 3.143 m, nóc nhà Đông Dương. Bản Cát Cát của người Mông chỉ cách trung tâm vài km, đi bộ được. Đường mòn qua thung lũng Mường Hoa đến Lao Chải, Tả Van là cung trekking phổ biến nhất; nên đi cùng hướng dẫn viên người địa phương.',
        ],
        ['p', 'Trên đèo Ô Quy Hồ có thác Bạc và những điểm ngắm hoàng hôn; trong thị trấn, nhà thờ đá và chợ Sa Pa ở ngay quảng trường.'],
        ['h2', 'Ở mấy ngày'],
        ['p', 'Hai đến ba ngày: một ngày Fansipan, một ngày đi bộ qua các bản, ngủ một đêm homestay ở Tả Van nếu thích yên tĩnh.'],
      ]),
      en: html([
        [
          'p',
          'Sa Pa sits at about 1,500 m in the Hoang Lien Son range. It is cool all year; winter nights drop close to 0 °C, with frost or even snow now and then.',
        ],
        ['h2', 'Season by season'],
        ['li', '<strong>March–May</strong>: peach and plum blossom, and water let into the terraces until they shine like mirrors.'],
        ['li', '<strong>June–August</strong>: green rice and afternoon showers, far cooler than the lowlands.'],
        ['li', '<strong>September to early October</strong>: the golden harvest, the most beautiful time and the busiest.'],
        ['li', '<strong>December–February</strong>: cold and misty; some years snow falls on Fansipan.'],
        ['h2', 'Getting up there'],
        [
          'p',
          'From Hanoi a sleeper bus on the Noi Bai – Lao Cai expressway takes about 5–6 hours and drops you in town. The night train to Lao Cai takes about 8 hours, then it is another 35 km of mountain road, about an hour.',
        ],
        ['h2', 'Where to go'],
        [
          'p',
          'A cable car from Muong Hoa station climbs to just below the summit of Fansipan, 3,143 m, the roof of Indochina. The Hmong village of Cat Cat is a few kilometres from the centre, within walking distance. The trail down the Muong Hoa valley to Lao Chai and Ta Van is the most popular trek; go with a local guide.',
        ],
        [
          'p',
          'On the O Quy Ho pass you find the Silver Waterfall and sunset viewpoints; in town, the stone church and Sa Pa market stand right by the square.',
        ],
        ['h2', 'How long to stay'],
        [
          'p',
          'Two to three days: one for Fansipan, one walking through the villages, and a night in a Ta Van homestay if you like it quiet.',
        ],
      ]),
    },
  },
  {
    slug: 'kinh-nghiem-du-lich-phu-quoc',
    title: { vi: 'Kinh nghiệm du lịch Phú Quốc tự túc', en: 'A self-guided trip to Phu Quoc' },
    excerpt: {
      vi: 'Mùa khô tháng 11–4, bãi Sao, cáp treo Hòn Thơm, lặn ngắm san hô An Thới và hoàng hôn Dương Đông.',
      en: 'The November–April dry season, Sao beach, the Hon Thom cable car, snorkelling off An Thoi and sunset in Duong Dong.',
    },
    image: '/banners/guide-phu-quoc.svg',
    imageAlt: {
      vi: 'Hoàng hôn trên biển Phú Quốc với hàng dừa và thuyền đánh cá',
      en: 'Sunset over the sea on Phu Quoc with palm trees and fishing boats',
    },
    body: {
      vi: html([
        [
          'p',
          'Phú Quốc là đảo lớn nhất Việt Nam, dài khoảng 50 km từ bắc xuống nam. Bờ tây có hoàng hôn, bờ đông và phía nam có những bãi cát trắng nước trong.',
        ],
        ['h2', 'Chọn mùa'],
        [
          'p',
          'Mùa khô từ tháng 11 đến tháng 4 là mùa đẹp nhất: biển bờ tây lặng, trời xanh, lặn ngắm san hô được. Từ tháng 5 đến tháng 10 là mùa mưa, gió mùa tây nam làm biển bờ tây động; lúc ấy nên tắm biển ở bờ đông.',
        ],
        ['h2', 'Đến đảo'],
        [
          'p',
          'Sân bay quốc tế Phú Quốc cách thị trấn Dương Đông khoảng 10 km, chừng 15 phút đi xe. Đi đường thủy có tàu cao tốc từ Rạch Giá và Hà Tiên. Trên đảo, khoảng cách khá xa: thuê xe máy, taxi hoặc xe có tài xế theo ngày.',
        ],
        ['h2', 'Những nơi nên đến'],
        ['li', '<strong>Bãi Sao</strong>: cát trắng mịn, nước xanh ngọc, ở phía đông nam đảo.'],
        ['li', '<strong>Cáp treo Hòn Thơm</strong>: khởi hành từ An Thới, vượt biển sang đảo Hòn Thơm, nhìn xuống quần đảo An Thới.'],
        ['li', '<strong>Quần đảo An Thới</strong>: đi tàu lặn ngắm san hô và câu cá trong ngày.'],
        ['li', '<strong>Dinh Cậu</strong>: ngôi miếu trên mỏm đá ở cửa sông Dương Đông, nơi ngắm hoàng hôn rồi đi bộ sang chợ đêm.'],
        ['li', '<strong>Nhà tù Phú Quốc</strong>: di tích lịch sử ở phía nam đảo, nên đến để hiểu thêm về chiến tranh.'],
        ['h2', 'Bao nhiêu ngày là đủ'],
        [
          'p',
          'Ba đến năm ngày. Ở Dương Đông hoặc bãi Trường cho gần chợ đêm và hoàng hôn; ở phía nam gần An Thới nếu muốn đi cáp treo và các đảo.',
        ],
      ]),
      en: html([
        [
          'p',
          'Phu Quoc is Vietnam\u2019s largest island, about 50 km from north to south. The west coast has the sunsets; the east and the south have white sand and clear water.',
        ],
        ['h2', 'Pick the season'],
        [
          'p',
          'The dry season from November to April is the best: a calm west coast, blue skies, good snorkelling. May to October is the rainy season, when the southwest monsoon churns the west coast; swim on the east side then.',
        ],
        ['h2', 'Getting to the island'],
        [
          'p',
          'Phu Quoc International Airport is about 10 km from Duong Dong town, some 15 minutes by car. By sea, fast boats run from Rach Gia and Ha Tien. Distances on the island are long: rent a motorbike, take taxis or hire a car with a driver for the day.',
        ],
        ['h2', 'Places to go'],
        ['li', '<strong>Sao beach</strong>: fine white sand and turquoise water in the southeast.'],
        [
          'li',
          '<strong>Hon Thom cable car</strong>: from An Thoi across the sea to Hon Thom island, looking down on the An Thoi archipelago.',
        ],
        ['li', '<strong>An Thoi archipelago</strong>: day boats for snorkelling over coral and fishing.'],
        [
          'li',
          '<strong>Dinh Cau</strong>: a shrine on a rock at the mouth of the Duong Dong river; watch the sunset, then walk to the night market.',
        ],
        ['li', '<strong>Phu Quoc Prison</strong>: a historic site in the south of the island, worth a visit to understand the war years.'],
        ['h2', 'How many days'],
        [
          'p',
          'Three to five. Stay in Duong Dong or on Long Beach to be near the night market and the sunsets; in the south near An Thoi for the cable car and the islands.',
        ],
      ]),
    },
  },
  {
    slug: 'kinh-nghiem-du-lich-da-lat',
    title: { vi: 'Kinh nghiệm du lịch Đà Lạt tự túc', en: 'A self-guided trip to Da Lat' },
    excerpt: {
      vi: 'Hồ Xuân Hương, ga Đà Lạt, thiền viện Trúc Lâm, đồi chè Cầu Đất và mùa dã quỳ: 3 ngày trên cao nguyên.',
      en: 'Xuan Huong lake, the old railway station, Truc Lam monastery, the Cau Dat tea hills and wild sunflower season: 3 days on the plateau.',
    },
    image: '/banners/guide-da-lat.svg',
    imageAlt: { vi: 'Đồi thông, hồ nước và những ngôi nhà nhỏ ở Đà Lạt', en: 'Pine hills, a lake and small houses in Da Lat' },
    body: {
      vi: html([
        [
          'p',
          'Đà Lạt nằm trên cao nguyên Lâm Viên, cao khoảng 1.500 m, nhiệt độ ban ngày thường chỉ 18–24 °C. Người Pháp lập thành phố nghỉ mát ở đây từ đầu thế kỷ 20, nên vẫn còn nhiều biệt thự và nhà ga cũ.',
        ],
        ['h2', 'Đi mùa nào'],
        [
          'p',
          'Mùa khô từ tháng 12 đến tháng 3 trời xanh, ít mưa, đêm lạnh. Tháng 11 hoa dã quỳ nở vàng ven đường; khoảng tháng 1–2, mai anh đào nở quanh hồ. Từ tháng 5 đến tháng 10 thường mưa vào buổi chiều, buổi sáng vẫn đi chơi được.',
        ],
        ['h2', 'Từ sân bay Liên Khương'],
        [
          'p',
          'Sân bay Liên Khương cách trung tâm khoảng 30 km về phía nam, đi xe buýt sân bay hay taxi mất khoảng 40 phút. Từ Thành phố Hồ Chí Minh đi xe giường nằm mất chừng 6–7 giờ.',
        ],
        ['h2', 'Lịch trình gợi ý'],
        [
          'p',
          '<strong>Ngày 1</strong>: dạo quanh hồ Xuân Hương, quảng trường Lâm Viên, tối đi chợ đêm. <strong>Ngày 2</strong>: ga Đà Lạt xây từ những năm 1930, đi tàu ngắn đến Trại Mát; chiều đi cáp treo từ đồi Robin xuống thiền viện Trúc Lâm bên hồ Tuyền Lâm. <strong>Ngày 3</strong>: đồi chè Cầu Đất buổi sáng sương, hoặc leo núi Langbiang cao hơn 2.100 m.',
        ],
        ['h2', 'Chuẩn bị'],
        [
          'p',
          'Mang áo khoác dù đi mùa nào: sau 18 giờ trời lạnh nhanh. Đường dốc nhiều, đi bộ trong trung tâm thì dễ, ra ngoại ô nên thuê xe máy hay xe có tài xế.',
        ],
      ]),
      en: html([
        [
          'p',
          'Da Lat lies on the Lang Biang plateau at about 1,500 m, with daytime temperatures usually just 18–24 °C. The French built it as a hill station early in the 20th century, and many villas and the old station remain.',
        ],
        ['h2', 'When to go'],
        [
          'p',
          'The dry season from December to March brings blue skies, little rain and cold nights. In November wild sunflowers line the roads in yellow; around January and February cherry blossom opens around the lake. From May to October it usually rains in the afternoon, while mornings stay fine.',
        ],
        ['h2', 'From Lien Khuong airport'],
        [
          'p',
          'Lien Khuong airport is about 30 km south of the centre, some 40 minutes by airport bus or taxi. From Ho Chi Minh City a sleeper bus takes about 6–7 hours.',
        ],
        ['h2', 'A three-day plan'],
        [
          'p',
          '<strong>Day 1</strong>: walk around Xuan Huong lake and Lam Vien square, the night market in the evening. <strong>Day 2</strong>: the 1930s Da Lat railway station and the short train ride to Trai Mat; in the afternoon the cable car from Robin hill down to Truc Lam monastery by Tuyen Lam lake. <strong>Day 3</strong>: the Cau Dat tea hills in the morning mist, or a climb up Langbiang, over 2,100 m.',
        ],
        ['h2', 'What to pack'],
        [
          'p',
          'A jacket whatever the month: after 6 pm it cools quickly. The streets are steep; the centre is easy on foot, but rent a motorbike or a car with a driver for the countryside.',
        ],
      ]),
    },
  },
];
