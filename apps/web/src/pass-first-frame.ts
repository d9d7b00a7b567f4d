// Tokens and base rules first, so component styles come after them.
import './styles/global.css';
import { APP_PATHS } from '@labstore/domain';
import formStyles from './components/ui/form.module.css';
import { BRAND_LIQUID, BRAND_TEAL, FLASK_BUBBLES, FLASK_LIQUID, FLASK_OUTLINE, MARK_TILE } from './components/ui/logo-geometry';
import titleStyles from './components/ui/screen-title.module.css';
import { FIRST_FRAME_ID, FIRST_FRAME_PASSWORD_ID } from './entities/kept-documents/first-frame';
import keptStyles from './entities/kept-documents/kept-documents.module.css';
import { keptDocumentsEn } from './entities/kept-documents/locales/en';
import { keptDocumentsEs } from './entities/kept-documents/locales/es';
import { askLoginOnNextStart } from './entities/kept-documents/login-asked';
import passStyles from './features/lab-visit/components/pass-screen.module.css';
import { labVisitEn } from './features/lab-visit/locales/en';
import { labVisitEs } from './features/lab-visit/locales/es';
import { shellEn } from './features/shell/locales/en';
import { shellEs } from './features/shell/locales/es';
import type { Dictionary } from './lib/i18n';
import { readLanguage } from './lib/language';
import { persistentStorage } from './lib/session/session-record';
import pageStyles from './pass-page.module.css';

// Issue 18: the pass page's first frame (docs/performance.md "The pass
// page's first frame"). On a cold, throttled phone React and the page's
// script take most of a second to evaluate; this frame, a few kilobytes of
// plain DOM in the page's own classes and words, shows the same choice and
// unlock form at once and takes the customer's choice, typing and "Open"
// while React loads. React's page then draws the same screen, takes over
// what was done here (entities/kept-documents/first-frame.ts) and removes it.

const ENGLISH = { pass: labVisitEn, kept: keptDocumentsEn, shell: shellEn };
type Words = { readonly [Part in keyof typeof ENGLISH]: Dictionary<(typeof ENGLISH)[Part]> };
const SPANISH: Words = { pass: labVisitEs, kept: keptDocumentsEs, shell: shellEs };

/** "Log in" on the pass page: the app in its place, its login dialog open (pass-start.ts). */
export function logInFromPassPage(): void {
  askLoginOnNextStart();
  window.location.reload();
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, properties: Partial<HTMLElementTagNameMap[K]>, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const made = Object.assign(document.createElement(tag), properties);
  made.append(...children);
  return made;
}

function svg(tag: string, attributes: Record<string, string | number>): SVGElement {
  const made = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, String(value));
  return made;
}

/** The header's logo (components/ui/logo.tsx), from the same shapes. */
function logo(): SVGElement {
  const mark = svg('svg', { class: pageStyles.logoImage ?? '', viewBox: '0 0 148 32', height: 32, 'aria-hidden': 'true', focusable: 'false' });
  const word = svg('text', { x: 41, y: 23.5, textLength: 106, lengthAdjust: 'spacingAndGlyphs', style: 'font-family: var(--font-sans)', 'font-size': 24, 'font-weight': 800, 'letter-spacing': -0.5 });
  const lab = svg('tspan', { fill: BRAND_TEAL });
  lab.textContent = 'lab';
  const store = svg('tspan', { fill: '#0f172a' });
  store.textContent = 'store';
  word.append(lab, store);
  mark.append(
    svg('rect', { width: MARK_TILE.size, height: MARK_TILE.size, rx: MARK_TILE.radius, fill: BRAND_TEAL }),
    svg('path', { d: FLASK_LIQUID, fill: BRAND_LIQUID }),
    ...FLASK_BUBBLES.map(([cx, cy, r]) => svg('circle', { cx, cy, r, fill: BRAND_LIQUID })),
    svg('path', { d: FLASK_OUTLINE, fill: 'none', stroke: '#fff', 'stroke-width': 1.9, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    word,
  );
  return mark;
}

/** The unlock form as KeptPass draws it while locked; "Open" pressed early is kept for React. */
function unlockStep(frame: HTMLElement, words: Words): HTMLElement {
  const password = element('input', { id: FIRST_FRAME_PASSWORD_ID, type: 'password', name: 'password', className: formStyles.control ?? '', autocomplete: 'current-password', spellcheck: false, autocapitalize: 'none' });
  const field = element(
    'div',
    { className: formStyles.field ?? '' },
    element('label', { className: formStyles.label ?? '', htmlFor: FIRST_FRAME_PASSWORD_ID }, words.kept.unlock.password),
    element('div', { className: formStyles.password ?? '' }, password),
  );
  const submit = element('button', { type: 'submit', className: formStyles.primary ?? '' }, words.kept.unlock.submit);
  const form = element('form', { className: keptStyles.unlock ?? '', noValidate: true }, element('p', { className: keptStyles.text ?? '' }, words.kept.unlock.intro), field, submit);
  form.setAttribute('aria-label', words.kept.unlock.form);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    frame.dataset.submitted = 'true';
    submit.setAttribute('aria-busy', 'true');
  });
  frame.dataset.step = 'unlock';
  return element('div', { className: passStyles.state ?? '' }, element('h1', { className: titleStyles.title ?? '' }, words.pass.title), element('p', {}, words.pass.kept.locked), form);
}

/** The signed-out choice as SignedOutChoice draws it online: log in, or open the kept copy. */
function choiceStep(frame: HTMLElement, words: Words): HTMLElement {
  const logIn = element('button', { type: 'button', className: keptStyles.primaryAction ?? '' }, words.pass.signedOut.login);
  logIn.addEventListener('click', logInFromPassPage);
  const openKept = element('button', { type: 'button', className: keptStyles.secondaryAction ?? '' }, words.pass.signedOut.openKept);
  const step = element(
    'div',
    { className: keptStyles.signedOut ?? '' },
    element('h1', { className: titleStyles.title ?? '' }, words.pass.title),
    element('p', {}, words.pass.signedOut.message),
    element('div', { className: keptStyles.signedOutActions ?? '' }, logIn, openKept),
  );
  openKept.addEventListener('click', () => {
    step.replaceWith(unlockStep(frame, words));
    document.getElementById(FIRST_FRAME_PASSWORD_ID)?.focus();
  });
  frame.dataset.step = 'choice';
  return step;
}

/** Draws the first frame beside the hidden React root (pass.html), in the language chosen on this device. */
export function drawFirstFrame(): void {
  const language = readLanguage(persistentStorage());
  const words = language === 'es' ? SPANISH : ENGLISH;
  document.documentElement.lang = language;
  const frame = element('div', { id: FIRST_FRAME_ID });
  const home = element('a', { href: APP_PATHS.home, className: pageStyles.logo ?? '' }, logo());
  home.setAttribute('aria-label', words.shell.header.home);
  const main = element('main', { className: pageStyles.main ?? '' }, navigator.onLine ? choiceStep(frame, words) : unlockStep(frame, words));
  frame.append(element('header', { className: pageStyles.header ?? '' }, element('div', { className: pageStyles.bar ?? '' }, home)), main);
  const root = document.getElementById('root');
  if (root) root.hidden = true;
  document.body.prepend(frame);
}
