import en from '@/locales/en/sandbox.json';
import vi from '@/locales/vi/sandbox.json';

/** The sandbox pages' text (server-rendered, no client translation): vi, or en when the caller asks for it. */
export type SandboxMessages = typeof vi;
export const sandboxMessages = (lang: 'vi' | 'en'): SandboxMessages => (lang === 'en' ? en : vi);
