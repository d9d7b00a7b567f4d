import { http, type ResponseSchema } from '../../../lib/http-client';

// spec/01 4 and 7: GET /api/account/userInfo is the keep-alive ping. Only its
// status matters, so the answer is not inspected, and a failed ping raises no
// message of its own: a 401 ends the session through the client (the server
// has already ended it), anything else is tried again at the next ping.
const anyAnswer: ResponseSchema<unknown> = { parse: (data) => data };

export const pingKeepAlive = (): Promise<unknown> => http.request('/api/account/userInfo', { schema: anyAnswer, silent: true });
