/**
 * The service's own small dictionary (it stands in for an external product, so it does not use the site's
 * i18n). Vietnamese is the default; `?lang=en` switches.
 */
export type SsoLang = 'vi' | 'en';

export const langOf = (value: unknown): SsoLang => (value === 'en' ? 'en' : 'vi');

// a wait under a minute (the per-account slow-down) in seconds, a longer one in whole minutes
const viWait = (seconds: number) => (seconds < 60 ? `${seconds} giây` : `${Math.ceil(seconds / 60)} phút`);
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
const enWait = (seconds: number) => (seconds < 60 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute'));

const vi = {
  emailInvalid: 'Email không hợp lệ',
  emailTaken: 'Email này đã được đăng ký, hãy đăng nhập hoặc lấy lại mật khẩu',
  passwordShort: 'Mật khẩu cần ít nhất 8 ký tự',
  passwordLong: 'Mật khẩu quá dài (tối đa 128 ký tự)',
  passwordCommon: 'Mật khẩu này quá phổ biến, hãy chọn mật khẩu khác',
  required: 'Vui lòng nhập thông tin này',
  nameLong: 'Tên quá dài (tối đa 60 ký tự)',
  nameInvalid: 'Tên chứa ký tự không hợp lệ',
  phoneInvalid: 'Số điện thoại di động Việt Nam không hợp lệ (ví dụ 0901234567)',
  badBody: 'Dữ liệu gửi lên không hợp lệ',
  tooMany: (seconds: number) => `Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ${viWait(seconds)}.`,
  tooManyResets: (seconds: number) => `Bạn đã yêu cầu đặt lại mật khẩu quá nhiều lần. Vui lòng thử lại sau ${viWait(seconds)}.`,
  forgotSent: 'Nếu email này đã được đăng ký, chúng tôi đã gửi một liên kết đặt lại mật khẩu. Liên kết có hiệu lực trong 30 phút.',
  resetDone: 'Đã đặt lại mật khẩu. Vui lòng đăng nhập lại.',
  mailSubject: 'Đặt lại mật khẩu',
  mailBody: (link: string) =>
    `Xin chào,\n\nBạn (hoặc ai đó) vừa yêu cầu đặt lại mật khẩu. Mở liên kết sau trong 30 phút để đặt mật khẩu mới (chỉ dùng được một lần):\n\n${link}\n\nNếu không phải bạn, hãy bỏ qua email này.`,
  // pages
  loginTitle: 'Đăng nhập',
  registerTitle: 'Tạo tài khoản',
  forgotTitle: 'Quên mật khẩu',
  resetTitle: 'Đặt mật khẩu mới',
  logoutTitle: 'Đăng xuất',
  outboxTitle: 'Hộp thư đi (chỉ dành cho môi trường phát triển)',
  email: 'Email',
  password: 'Mật khẩu',
  newPassword: 'Mật khẩu mới',
  firstName: 'Tên',
  lastName: 'Họ',
  phone: 'Số điện thoại di động',
  passwordHint: 'Ít nhất 8 ký tự, không dùng mật khẩu phổ biến',
  submitLogin: 'Đăng nhập',
  submitRegister: 'Tạo tài khoản',
  submitForgot: 'Gửi liên kết đặt lại',
  submitReset: 'Đặt mật khẩu',
  submitLogout: 'Đăng xuất',
  busy: 'Đang gửi…',
  noAccount: 'Chưa có tài khoản?',
  haveAccount: 'Đã có tài khoản?',
  forgotLink: 'Quên mật khẩu?',
  backToLogin: 'Quay lại đăng nhập',
  logoutQuestion: 'Bạn muốn đăng xuất khỏi tài khoản trên thiết bị này?',
  cancel: 'Quay lại',
  network: 'Không kết nối được máy chủ, vui lòng thử lại',
  missingToken: 'Liên kết đặt lại mật khẩu không hợp lệ. Hãy yêu cầu một liên kết mới.',
  outboxEmpty: 'Chưa có email nào.',
  switchLang: 'English',
  formErrors: 'Vui lòng kiểm tra lại các trường được đánh dấu',
};

export type SsoMessages = typeof vi;

const en: SsoMessages = {
  emailInvalid: 'Please enter a valid email',
  emailTaken: 'This email is already registered: sign in or reset your password',
  passwordShort: 'The password needs at least 8 characters',
  passwordLong: 'The password is too long (at most 128 characters)',
  passwordCommon: 'This password is too common, please choose another one',
  required: 'Please fill this in',
  nameLong: 'The name is too long (at most 60 characters)',
  nameInvalid: 'The name contains characters that are not allowed',
  phoneInvalid: 'Not a valid Vietnamese mobile number (e.g. 0901234567)',
  badBody: 'The data sent is not valid',
  tooMany: (seconds: number) => `Too many failed sign-ins. Please try again in ${enWait(seconds)}.`,
  tooManyResets: (seconds: number) => `Too many password reset requests. Please try again in ${enWait(seconds)}.`,
  forgotSent: 'If this email is registered, we have sent a password reset link. The link is valid for 30 minutes.',
  resetDone: 'Your password has been reset. Please sign in again.',
  mailSubject: 'Reset your password',
  mailBody: (link: string) =>
    `Hello,\n\nYou (or someone else) asked to reset your password. Open this link within 30 minutes to choose a new one (it works once):\n\n${link}\n\nIf this was not you, ignore this email.`,
  loginTitle: 'Sign in',
  registerTitle: 'Create an account',
  forgotTitle: 'Forgot password',
  resetTitle: 'Choose a new password',
  logoutTitle: 'Sign out',
  outboxTitle: 'Outbox (development only)',
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Mobile number',
  passwordHint: 'At least 8 characters, not a common password',
  submitLogin: 'Sign in',
  submitRegister: 'Create account',
  submitForgot: 'Send reset link',
  submitReset: 'Set password',
  submitLogout: 'Sign out',
  busy: 'Sending…',
  noAccount: 'No account yet?',
  haveAccount: 'Already have an account?',
  forgotLink: 'Forgot your password?',
  backToLogin: 'Back to sign in',
  logoutQuestion: 'Do you want to sign out of your account on this device?',
  cancel: 'Go back',
  network: 'Could not reach the server, please try again',
  missingToken: 'This password reset link is not valid. Please ask for a new one.',
  outboxEmpty: 'No email yet.',
  switchLang: 'Tiếng Việt',
  formErrors: 'Please check the highlighted fields',
};

export const ssoMessages = (lang: SsoLang): SsoMessages => (lang === 'en' ? en : vi);
