import { describe, expect, test } from 'vitest';
import { ADMIN_BLOG_MESSAGES, adminBlogArticleInputSchema, adminBlogArticleUpdateSchema, adminBlogListQuerySchema, imagePadding, isBlankHtml } from './admin-blog';

// spec/03 5 Article: the one schema the dialog's controls and the API's JSON both pass through.

const AUTHOR_ID = '0b6f1f0e-6a53-4f7c-9d0e-1f2a3b4c5d6e';
const form = {
  title: ' Fasting before a blood test ',
  shortDescription: 'What to do the night before.',
  authorId: AUTHOR_ID,
  newAuthorName: '',
  estimateLength: '4',
  text: '<p>Drink water.</p>',
  pageTitle: 'Fasting | labstore',
  metaDescription: 'Fasting before a test',
  metaRobots: 'index, follow',
  imageId: '',
  slug: '',
  isActive: true,
};

const messagesOf = (input: unknown) => {
  const result = adminBlogArticleInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('adminBlogArticleInputSchema', () => {
  test("the controls' text becomes the wire's values: trimmed, the estimate a number, '' ids null", () => {
    expect(adminBlogArticleInputSchema.parse(form)).toEqual({ ...form, title: 'Fasting before a blood test', estimateLength: 4, imageId: null });
  });

  test("spec/03 5's messages word for word for each required field", () => {
    const blank = { ...form, title: ' ', shortDescription: '', authorId: '', estimateLength: '', text: '<p></p>', pageTitle: '', metaDescription: '', metaRobots: '' };
    expect(messagesOf(blank)).toEqual({
      title: ADMIN_BLOG_MESSAGES.titleRequired,
      shortDescription: 'The Short Description Field is required',
      authorId: 'The Author Field is required',
      estimateLength: 'The Estimate Length Field is required',
      text: 'The Text Field is required',
      pageTitle: 'The Page Title Field is required',
      metaDescription: 'The Meta Description Field is required',
      metaRobots: 'The Meta Robots Field is required',
    });
  });

  test("'Add New Author' (an empty author) is valid with a new name, not without", () => {
    expect(messagesOf({ ...form, authorId: '', newAuthorName: '  ' })).toEqual({ authorId: ADMIN_BLOG_MESSAGES.authorRequired });
    expect(adminBlogArticleInputSchema.parse({ ...form, authorId: '', newAuthorName: ' Dana ' })).toMatchObject({ authorId: null, newAuthorName: 'Dana' });
    expect(messagesOf({ ...form, authorId: 'nobody' })).toEqual({ authorId: ADMIN_BLOG_MESSAGES.authorId });
  });

  test('text inputs up to 255 characters; the estimate a whole number from 1; the slug as the column takes it', () => {
    expect(messagesOf({ ...form, title: 'x'.repeat(256), metaRobots: 'x'.repeat(256) })).toEqual({ title: ADMIN_BLOG_MESSAGES.textLength, metaRobots: ADMIN_BLOG_MESSAGES.textLength });
    expect(messagesOf({ ...form, title: 'x'.repeat(255) })).toEqual({});
    for (const estimate of ['0', '1.5', '-3', 'abc']) expect(messagesOf({ ...form, estimateLength: estimate }), estimate).toEqual({ estimateLength: expect.any(String) });
    expect(messagesOf({ ...form, slug: 'a b' })).toEqual({ slug: ADMIN_BLOG_MESSAGES.slugFormat });
    expect(adminBlogArticleInputSchema.parse({ ...form, slug: ' Fasting-101 ' }).slug).toBe('fasting-101');
  });

  test('the update names the article by its GUID; viewCount is not a field', () => {
    expect(adminBlogArticleUpdateSchema.safeParse({ ...form, id: 'x' }).success).toBe(false);
    const parsed = adminBlogArticleUpdateSchema.parse({ ...form, id: AUTHOR_ID, viewCount: 5 });
    expect(parsed).not.toHaveProperty('viewCount');
  });
});

describe('the rest', () => {
  test('blank HTML: no words and no image', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p><img src="/api/image/x"></p>')).toBe(false);
    expect(isBlankHtml('<p>a</p>')).toBe(false);
  });

  test("image padding: a non-negative number, and an image chosen (spec/03 5's two messages)", () => {
    expect(imagePadding('abc', true)).toEqual({ message: 'Please enter a valid number for padding.' });
    expect(imagePadding('-1', true)).toEqual({ message: 'Please enter a valid number for padding.' });
    expect(imagePadding('', true)).toEqual({ message: 'Please enter a valid number for padding.' });
    expect(imagePadding('8', false)).toEqual({ message: 'Please select an image to apply padding.' });
    expect(imagePadding(' 12 ', true)).toEqual({ padding: 12 });
  });

  test('the list: 10 a page, the title trimmed', () => {
    expect(adminBlogListQuerySchema.parse({ title: ' lipid ' })).toEqual({ $skip: 0, $top: 10, title: 'lipid' });
  });
});
