// The pure rules of hotel search, safe on the server and in the browser (index.ts adds the UI).
export { readSearchAddress, type SearchAddress } from './search-box/search-params';
export { facilityName } from './listing/facility-names';
export { readStay } from './search-box/stay';
