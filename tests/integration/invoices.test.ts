import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as invoice from '@/app/api/core-accounting/invoice/route';
import * as invoiceOne from '@/app/api/core-accounting/invoice/[id]/route';
import * as company from '@/app/api/core-accounting/company/[taxCode]/route';
import * as sandboxCompany from '@/app/sandbox/company-lookup/[taxCode]/route';
import { resetCompanyLookupLimit, signOrderToken } from '@/features/orders/server';
import { sandboxCompany as demoCompany } from '@/features/sandboxes/server';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pickHotel } from './booking-helpers';
import { makeOrder, type OrderFixture } from './cancel-invoice-fixtures';

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let roomTypeId: number;
const cookies: Record<number, string> = {};

type Answer = { status: number; body: { status: string; data?: unknown; error_code?: string; message?: string } };
async function call(
  method: string,
  path: string,
  { body, cookie, headers = {} }: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(method === 'GET' ? {} : { origin: api.origin }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}
const db = () => database.handle.db;
const order = (f: Partial<OrderFixture> = {}) => makeOrder(db(), { userId: 1, roomTypeId, ...f });
const invoiceRows = (orderId: number) =>
  queryRows<Record<string, unknown>>(db(), sql`select tax_code, company_name, status from order_invoices where order_id = ${orderId}`);
const body = (code: string, over: Record<string, unknown> = {}) => ({
  order_code: code,
  tax_code: '0100109106',
  company_name: 'Tập đoàn Viettel',
  company_address: 'Lô D26 Khu đô thị mới Cầu Giấy, Hà Nội',
  email: 'ketoan@example.com',
  ...over,
});

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 4 });
  const sso = installSsoStandIn();
  for (const userId of [1, 2]) cookies[userId] = (await sso.signIn({ userId })).cookie;
  api = await startApiServer({
    '/api/core-accounting/invoice': invoice,
    '/api/core-accounting/invoice/[id]': invoiceOne,
    '/api/core-accounting/company/[taxCode]': company,
    '/sandbox/company-lookup/[taxCode]': sandboxCompany,
    // a configured (real) registry speaking the same protocol
    '/registry/[taxCode]': {
      GET: async (_request: Request, context: { params: Promise<Record<string, string | string[] | undefined>> }) => {
        const { taxCode } = await context.params;
        const found = typeof taxCode === 'string' ? demoCompany(taxCode) : null;
        return found ? Response.json(found) : Response.json({ message: 'Company not found' }, { status: 404 });
      },
    },
  });
  roomTypeId = (await pickHotel(db())).plans[0]!.room_type_id;
});
afterAll(async () => {
  for (const name of ['COMPANY_LOOKUP_URL', 'SSO_INTERNAL_URL', 'SANDBOXES']) delete process.env[name];
  resetServerEnvCache();
  await resetCompanyLookupLimit();
  await api.close();
  await database.drop();
});

describe('VAT invoice requests', () => {
  it('reads null before a request, then the request, for anyone who may see the order (404 for others)', async () => {
    const made = await order();
    expect(await call('GET', `/api/core-accounting/invoice/${made.code}`, { cookie: cookies[1] })).toEqual({
      status: 200,
      body: { status: 'success', data: null },
    });
    const put = await call('PUT', '/api/core-accounting/invoice', {
      cookie: cookies[1],
      body: body(made.code, { tax_code: '0100109106001' }),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({
      order_code: made.code,
      tax_code: '0100109106-001',
      company_name: 'Tập đoàn Viettel',
      status: 'requested',
    });
    const view = await signOrderToken(made.code, 'view');
    const read = await call('GET', `/api/core-accounting/invoice/${made.code}?token=${view}`);
    expect(read.body.data).toEqual(put.body.data);
    for (const answer of [
      await call('GET', `/api/core-accounting/invoice/${made.code}`, { cookie: cookies[2] }),
      await call('GET', `/api/core-accounting/invoice/${made.code}`),
    ]) {
      expect(answer.status).toBe(404);
    }
  });

  it('refuses a tax code failing the checksum (400 INVALID_TAX_CODE) and a bad body (400), writing nothing', async () => {
    const made = await order();
    const wrong = await call('PUT', '/api/core-accounting/invoice', {
      cookie: cookies[1],
      body: body(made.code, { tax_code: '0100109107' }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error_code: 'INVALID_TAX_CODE', message: 'Mã số thuế không hợp lệ' });
    for (const bad of [
      body(made.code, { tax_code: '12345' }),
      body(made.code, { email: 'x' }),
      body(made.code, { company_name: '' }),
      { ...body(made.code), extra: 1 },
    ]) {
      expect((await call('PUT', '/api/core-accounting/invoice', { cookie: cookies[1], body: bad })).status).toBe(400);
    }
    expect(await invoiceRows(made.id)).toEqual([]);
  });

  it('asks for an invoice only for a paid order (409) and by its owner or a manage link (404 otherwise)', async () => {
    const pending = await order({ status: 'pending' });
    const unpaid = await call('PUT', '/api/core-accounting/invoice', { cookie: cookies[1], body: body(pending.code) });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe('Chỉ có thể yêu cầu hóa đơn cho đơn hàng đã thanh toán');
    const guestOrder = await order({ userId: null });
    expect(
      (
        await call('PUT', '/api/core-accounting/invoice', {
          body: body(guestOrder.code, { token: await signOrderToken(guestOrder.code, 'view') }),
        })
      ).status,
    ).toBe(404);
    expect((await call('PUT', '/api/core-accounting/invoice', { cookie: cookies[2], body: body(guestOrder.code) })).status).toBe(404);
    expect(await invoiceRows(pending.id)).toEqual([]);
    expect(await invoiceRows(guestOrder.id)).toEqual([]);
    const managed = await call('PUT', '/api/core-accounting/invoice', {
      body: body(guestOrder.code, { token: await signOrderToken(guestOrder.code, 'manage') }),
    });
    expect(managed.status, JSON.stringify(managed.body)).toBe(200);
  });

  it('lets the request be corrected until issued, then refuses (409) and keeps it', async () => {
    const made = await order({ status: 'confirmed' });
    await call('PUT', '/api/core-accounting/invoice', { cookie: cookies[1], body: body(made.code) });
    const fixed = await call('PUT', '/api/core-accounting/invoice', {
      cookie: cookies[1],
      body: body(made.code, { tax_code: '0300588569', company_name: 'Vinamilk' }),
    });
    expect(fixed.status).toBe(200);
    expect(await invoiceRows(made.id)).toEqual([{ tax_code: '0300588569', company_name: 'Vinamilk', status: 'requested' }]);
    await db().execute(sql`update order_invoices set status = 'issued' where order_id = ${made.id}`);
    const late = await call('PUT', '/api/core-accounting/invoice', { cookie: cookies[1], body: body(made.code) });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Hóa đơn đã được xuất, không thể thay đổi');
    expect(await invoiceRows(made.id)).toEqual([{ tax_code: '0300588569', company_name: 'Vinamilk', status: 'issued' }]);
  });
});

describe('company lookup', () => {
  it('the sandbox registry answers a deterministic company for a valid code and 404 otherwise', async () => {
    const found = await fetch(`${api.url}/sandbox/company-lookup/0300588569`);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({
      tax_code: '0300588569',
      name: 'Công ty TNHH Demo 8569',
      address: expect.stringMatching(/^\d+ .+, .+/) as unknown,
    });
    expect((await fetch(`${api.url}/sandbox/company-lookup/0300588560`)).status).toBe(404);
  });

  it('proxies the configured service; checksum 400, unknown 404, a dead service 503, 30 lookups a minute per address', async () => {
    process.env.COMPANY_LOOKUP_URL = `${api.url}/registry/`;
    resetServerEnvCache();
    await resetCompanyLookupLimit();
    const ok = await call('GET', '/api/core-accounting/company/0100109106-001');
    expect(ok).toEqual({
      status: 200,
      body: {
        status: 'success',
        data: { tax_code: '0100109106-001', name: 'Công ty TNHH Demo 6001', address: expect.any(String) as unknown },
      },
    });
    expect((await call('GET', '/api/core-accounting/company/0100109107')).body.error_code).toBe('INVALID_TAX_CODE');
    expect((await call('GET', '/api/core-accounting/company/12ab')).status).toBe(400);
    // a real service configured: the built-in registry is off
    expect((await fetch(`${api.url}/sandbox/company-lookup/0300588569`)).status).toBe(404);

    process.env.COMPANY_LOOKUP_URL = 'http://127.0.0.1:9/none';
    resetServerEnvCache();
    const down = await call('GET', '/api/core-accounting/company/0100109106');
    expect(down.status).toBe(503);
    expect(down.body.error_code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');

    // unset: the built-in sandbox on this server (internalOrigin), only while the sandboxes are on
    delete process.env.COMPANY_LOOKUP_URL;
    process.env.SSO_INTERNAL_URL = api.url;
    resetServerEnvCache();
    expect((await call('GET', '/api/core-accounting/company/0300588569')).body.data).toMatchObject({ name: 'Công ty TNHH Demo 8569' });
    process.env.SANDBOXES = 'false';
    resetServerEnvCache();
    const off = await call('GET', '/api/core-accounting/company/0300588569');
    expect(off.status).toBe(503);
    expect(off.body.message).toBe('Dịch vụ tra cứu doanh nghiệp chưa được cấu hình');
    delete process.env.SANDBOXES;
    delete process.env.SSO_INTERNAL_URL;

    process.env.COMPANY_LOOKUP_URL = `${api.url}/registry`;
    resetServerEnvCache();
    await resetCompanyLookupLimit();
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 30; i += 1) expect((await call('GET', '/api/core-accounting/company/0300588569', { headers })).status).toBe(200);
    const refused = await call('GET', '/api/core-accounting/company/0300588569', { headers });
    expect(refused.status).toBe(429);
    expect(refused.body.error_code).toBe('TOO_MANY_ATTEMPTS');
    // another address still has its budget
    expect((await call('GET', '/api/core-accounting/company/0300588569', { headers: { 'x-forwarded-for': '203.0.113.8' } })).status).toBe(
      200,
    );
  });
});
