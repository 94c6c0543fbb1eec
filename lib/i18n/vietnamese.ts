// Letters only Vietnamese writes among the site's two languages: ă â đ ê ô ơ ư and the tone marks on any vowel.
const VIETNAMESE_LETTERS = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;

/** Whether a text is written in Vietnamese letters ("Nguyễn Văn An", "Khách sạn"); "Hanoi" is not. */
export const hasVietnamese = (text: string): boolean => VIETNAMESE_LETTERS.test(text);

/**
 * The `lang` of a proper name shown as typed or as stored (a traveller's name, a street): "vi" when it is written in
 * Vietnamese, so an English page reads it as Vietnamese (screen readers, the site crawl); nothing otherwise.
 */
export const properNameLang = (text: string | null | undefined): 'vi' | undefined => (text && hasVietnamese(text) ? 'vi' : undefined);
