// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { applyRichTextStyles, useRichTextStyles } from './rich-text-styles';

// spec/03 2: the stored font sizes and image padding, applied through the CSSOM
// (the CSP blocks style attributes in HTML, not element.style).

const container = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};

test('a span with data-font-size gets that font size, an image with data-padding that padding, in px', () => {
  const element = container('<p>a <span data-font-size="24">b</span></p><img src="/i.png" alt="" data-padding="12"><img src="/j.png" alt="" data-padding="0">');
  applyRichTextStyles(element);
  const [span] = element.querySelectorAll('span');
  const [image, flush] = element.querySelectorAll('img');
  expect(span?.style.fontSize).toBe('24px');
  expect(image?.style.padding).toBe('12px');
  expect(flush?.style.padding).toBe('0px');
});

test('anything but a plain whole number is left alone, and so are other elements', () => {
  const element = container(
    '<span data-font-size="24px">a</span><span data-font-size="1;color:red">b</span><span data-font-size="">c</span>' +
      '<img src="/i.png" alt="" data-padding="-4"><p data-font-size="30">d</p><span data-padding="8">e</span>',
  );
  applyRichTextStyles(element);
  for (const node of element.querySelectorAll<HTMLElement>('*')) expect(node.getAttribute('style'), node.outerHTML).toBeNull();
});

function Html({ html }: { html: string }) {
  const ref = useRichTextStyles<HTMLDivElement>(html);
  return <div data-testid="html" ref={ref} dangerouslySetInnerHTML={{ __html: html }} />;
}

test('useRichTextStyles applies them when the HTML is shown and again when it changes', () => {
  const view = render(<Html html={'<span data-font-size="20">a</span>'} />);
  expect(view.getByTestId('html').querySelector('span')?.style.fontSize).toBe('20px');
  view.rerender(<Html html={'<span data-font-size="40">b</span><img src="/i.png" alt="" data-padding="6">'} />);
  expect(view.getByTestId('html').querySelector('span')?.style.fontSize).toBe('40px');
  expect(view.getByTestId('html').querySelector('img')?.style.padding).toBe('6px');
});
