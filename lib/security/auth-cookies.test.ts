import { describe, expect, it } from 'vitest';
import { mentionsAuthCookie } from './auth-cookies';

describe('mentionsAuthCookie', () => {
  it.each(['accessToken=x', 'accessToken', 'accessToken=', 'a=1; ACCESSTOKEN=2', 'a=accesstoken', 'accessToken=a; accessToken=b'])(
    'finds a session in %j',
    (header) => expect(mentionsAuthCookie(header)).toBe(true),
  );
  it.each(['currency=USD', 'access=1; token=2', '', undefined])('finds none in %j', (header) =>
    expect(mentionsAuthCookie(header)).toBe(false),
  );
});
