/** A sandbox page's language: ?lang=en, else Vietnamese. */
export const sandboxLang = (value: string | string[] | undefined): 'vi' | 'en' => (value === 'en' ? 'en' : 'vi');
