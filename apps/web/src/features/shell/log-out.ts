import { revokeToken } from '../../api/auth';
import { logout } from '../../lib/session/logout';

/** The user's own logout: revoke the token on the server, then end the session here anyway. */
export async function logOutEverywhere(): Promise<void> {
  try {
    await revokeToken();
  } catch {
    // An unreachable server or an already-dead token must not keep the user signed in here.
  }
  logout();
}
