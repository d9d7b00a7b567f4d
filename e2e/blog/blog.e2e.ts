import assert from 'node:assert/strict';
import { test, type Page } from '@playwright/test';
import { accessibilityViolations, describeViolations } from '../support/accessibility';
import { EACH_SIZE, newPageAt, projectScreen, screenshot } from '../support/browser';
import { useJourneyServices } from '../support/journey';

// issue 10 blog journeys, on the seeded articles: read the blog (home, then
// an article), find an article by its title, subscribe to the newsletter and
// confirm it from the e-mailed link (issue 14, double opt-in). Each at a
// phone's and a desktop's width.

/** The confirmation link as the e-mail gives it: the blog page, the code in the fragment. */
const CONFIRMATION_LINK = /(https?:\/\/[^\s"<>]+\/blog#confirmSubscription=[\w-]+)/;

const MONTH_DAY_YEAR = /\b\d{2}\/\d{2}\/\d{4}\b/;

interface ArticleBody {
  slug: string;
  title: string;
  pageTitle: string | null;
}

test.describe('blog', () => {
  // The mail catcher receives the newsletter's confirmation e-mails.
  const services = useJourneyServices();
  const openPage = (viewport: { width: number; height: number }, path: string): Promise<Page> => newPageAt(services.browser, viewport, `${services.server.url}${path}`);

  test(`read the blog: its home, then the latest article`, EACH_SIZE, async () => {
    const { size, viewport } = projectScreen();
    const page = await openPage(viewport, '/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    for (const name of ['Latest article', 'Trending this month', 'Most popular', 'Chronological posts']) {
      await page.getByRole('region', { name }).waitFor();
    }
    await page.getByRole('complementary', { name: 'Never miss another article' }).waitFor();
    await page.getByRole('link', { name: 'All articles' }).waitFor();
    // spec/02 2.12: the first of the all-time list, then the second to the second-last (5 answered: 1 + 3).
    const popular = page.getByRole('region', { name: 'Most popular' });
    await popular.getByRole('article').first().waitFor();
    assert.equal(await popular.getByRole('article').count(), 4);
    const violations = await accessibilityViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));
    await screenshot(page, `blog-home-${size}`);

    const latestLink = page.getByRole('region', { name: 'Latest article' }).getByRole('heading').getByRole('link');
    const title = (await latestLink.innerText()).trim();
    await latestLink.click();
    await page.waitForURL('**/blog/*');
    const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
    const article = (await (await fetch(`${services.server.url}/api/blog/get/slug?slug=${slug}`)).json()) as ArticleBody;
    assert.equal(article.title, title);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('Last Updated').waitFor();
    assert.match(await page.getByRole('main').getByRole('article').innerText(), MONTH_DAY_YEAR);
    assert.equal(await page.title(), article.pageTitle);
    // spec/02 2.12: the sticky subscribe box beside the text (it loads after
    // the article), and none on small screens.
    const subscribe = page.getByRole('complementary', { name: 'Never miss another article' });
    if (size === 'desktop') await subscribe.waitFor();
    else assert.equal(await subscribe.isVisible(), false);
    await screenshot(page, `blog-article-${size}`);

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.close();
  });

  test(`find an article by its title`, EACH_SIZE, async () => {
    const { size, viewport } = projectScreen();
    const page = await openPage(viewport, '/blog');
    await page.getByRole('link', { name: 'All articles' }).click();
    await page.waitForURL('**/blog/explore-more');
    await page.getByRole('heading', { level: 1, name: 'All articles' }).waitFor();
    const list = page.getByRole('main').getByRole('list').filter({ has: page.getByRole('article') });
    await list.getByRole('article').first().waitFor();
    assert.equal(await list.getByRole('article').count(), 9);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('link', { name: 'Page 2', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();

    // spec/02 5: a case-insensitive title substring, sent once typing pauses; a new search starts at page 1.
    await page.getByRole('searchbox', { name: 'Search articles by title' }).pressSequentially('LIPID', { delay: 40 });
    await page.waitForURL(/title=LIPID/);
    assert.doesNotMatch(page.url(), /page=/);
    await page.getByRole('status').filter({ hasText: '1 article' }).waitFor();
    await list.getByRole('link', { name: 'Understanding Your Lipid Panel Results' }).waitFor();
    await screenshot(page, `blog-explore-more-${size}`);

    await page.getByRole('searchbox', { name: 'Search articles by title' }).fill('zebra');
    await page.getByText('No article title contains “zebra”.').waitFor();
    await page.close();
  });

  test(`subscribe to the blog`, EACH_SIZE, async () => {
    const { size, viewport } = projectScreen();
    const page = await openPage(viewport, '/blog');
    const box = page.getByRole('complementary', { name: 'Never miss another article' });
    const email = box.getByRole('textbox', { name: 'E-mail address' });
    await email.fill('reader@');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    // spec/02 5, 8: the top message.
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid email.' }).waitFor();
    await screenshot(page, `blog-subscribe-invalid-${size}`);

    const address = `reader.${size}.${Date.now()}@example.com`;
    await email.fill(address);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await box.getByRole('status').filter({ hasText: 'Thanks for subscribing to the blog!' }).waitFor();
    assert.equal(await box.getByRole('textbox').count(), 0, 'the form gives way to the thanks');
    await page.close();

    // Nothing is subscribed until the owner follows the e-mailed link and confirms.
    const link = await services.mail.waitFor(address, CONFIRMATION_LINK);
    const confirmPage = await newPageAt(services.browser, viewport, link);
    const dialog = confirmPage.getByRole('dialog', { name: 'Confirm your subscription' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Your subscription to the blog is confirmed.' }).waitFor();
    const violations = await accessibilityViolations(confirmPage);
    assert.deepEqual(violations, [], describeViolations(violations));
    await screenshot(confirmPage, `blog-subscription-confirmed-${size}`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(new URL(confirmPage.url()).hash, '', 'the code leaves the address bar');
    await confirmPage.close();

    // A second click is harmless and says so.
    const again = await newPageAt(services.browser, viewport, link);
    const second = again.getByRole('dialog', { name: 'Confirm your subscription' });
    await second.getByRole('button', { name: 'Confirm' }).click();
    await second.getByRole('status').filter({ hasText: 'This subscription was already confirmed.' }).waitFor();
    await again.close();
  });
});
