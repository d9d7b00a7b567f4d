import { mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';
import type { CreatedAdmin } from './admin-account';

/** The file, in DATA_DIR, that holds the first start's administrator password when there is no terminal. */
export const ADMIN_PASSWORD_FILE = 'admin-password.txt';
const OWNER_ONLY = 0o600;

export function adminPasswordNotice({ email, password }: CreatedAdmin): string {
  return `\n  Administrator account created\n    e-mail:   ${email}\n    password: ${password}\n  Keep it safe: it is not shown again.\n\n`;
}

/**
 * Where the first start's generated administrator password goes: never the
 * log, which is collected and kept (docs/security.md). A terminal is read by
 * the person who started the server; without one (a container, a service, a
 * pipe) the password goes to a file only its owner can read, and the log
 * says where.
 */
export interface AdminPasswordOutlet {
  /** Runs inside the account's transaction: a password that cannot be kept makes no account. */
  keep(admin: CreatedAdmin): Promise<void>;
  /** Once the server is up: shows the password, or logs where it is. */
  announce(log: WarningLog): void;
}

/** The part of the app's logger the announcement uses. */
export interface WarningLog {
  warn(fields: { file: string }, message: string): void;
}

export function adminPasswordOutlet({ terminal, dataDir }: { terminal: NodeJS.WritableStream | undefined; dataDir: string }): AdminPasswordOutlet {
  let kept: CreatedAdmin | undefined;
  const file = join(dataDir, ADMIN_PASSWORD_FILE);
  return {
    async keep(admin) {
      kept = admin;
      if (terminal) return;
      await mkdir(dataDir, { recursive: true });
      const handle = await open(file, 'w', OWNER_ONLY);
      try {
        // The mode given to open applies to a new file only.
        await handle.chmod(OWNER_ONLY);
        await handle.writeFile(adminPasswordNotice(admin));
      } finally {
        await handle.close();
      }
    },
    announce(log) {
      if (!kept) return;
      if (terminal) terminal.write(adminPasswordNotice(kept));
      else log.warn({ file }, 'administrator account created: its e-mail and password are in this file, readable by its owner only; read it, then delete it');
    },
  };
}
