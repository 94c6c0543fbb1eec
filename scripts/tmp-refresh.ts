import { openDatabase } from '@/lib/db/client';
import { refreshSearchRows } from '@/features/hotel-search/server/refresh-search-rows';
async function main() {
const handle = await openDatabase({ url: process.env.DATABASE_URL! });
const t = Date.now();
await refreshSearchRows(handle);
await handle.exec('analyze hotel_search_rows; analyze season_calendars; analyze room_inventory');
console.log('refreshed in', Date.now() - t, 'ms');
await handle.close();
}
void main();
