// Building blocks for the store's e-mails: every message is sent as HTML and
// as plain text, and anything a user typed is escaped in the HTML.

const HTML_ESCAPES: ReadonlyMap<string, string> = new Map([['&', '&amp;'], ['<', '&lt;'], ['>', '&gt;'], ['"', '&quot;'], ["'", '&#39;']]);

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES.get(character) ?? character);
}

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

export interface EmailParts {
  subject: string;
  greeting: string;
  /** Paragraphs of plain text; they are escaped for the HTML part. */
  paragraphs: string[];
  /** A button in HTML, the bare address in the text part. */
  action?: { label: string; url: string };
  /** Shown large, e.g. a sign-in code. */
  code?: string;
  closing: string;
}

/** One simple, client-safe layout (inline styles, no images) for every message. */
export function renderEmail(parts: EmailParts): EmailContent {
  const paragraphs = parts.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('');
  const action = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#00807f;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(parts.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:#555555;word-break:break-all">${escapeHtml(parts.action.url)}</p>`
    : '';
  const code = parts.code ? `<p style="margin:24px 0;font-size:32px;letter-spacing:6px;font-weight:bold">${escapeHtml(parts.code)}</p>` : '';
  const html =
    `<!doctype html><html><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222222">` +
    `<p style="margin:0 0 16px">${escapeHtml(parts.greeting)}</p>${paragraphs}${code}${action}` +
    `<p style="margin:24px 0 0">${escapeHtml(parts.closing).replaceAll('\n', '<br>')}</p></body></html>`;
  const text = [parts.greeting, ...parts.paragraphs, parts.code, parts.action && `${parts.action.label}: ${parts.action.url}`, parts.closing]
    .filter((line): line is string => Boolean(line))
    .join('\n\n');
  return { subject: parts.subject, html, text: `${text}\n` };
}
