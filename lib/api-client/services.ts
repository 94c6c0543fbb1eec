import { createServiceClient } from './http';

/** One axios instance per API service (spec 7's path prefixes); features call the API through these. */
export const hotelApi = createServiceClient('v2-hotel');
