import { useMemo } from 'react';
import { cssVars } from '../../../lib/css-vars';
import { barcodeFit, barcodeImageSource, barcodeShape } from '../barcode-fit';
import { useMeasuredWidth } from './use-measured-width';
import styles from './requisition-barcode.module.css';

/**
 * Issue 18: a requisition's Code 128 barcode, as large as the screen allows,
 * black on white. The server's SVG is shown as an image from a data: address
 * (the CSP allows img data:), never put in the page as markup. Where the
 * screen is too narrow for bars of 2 px it runs down the screen instead
 * (barcode-fit.ts); on paper it always runs across.
 */
export function RequisitionBarcode({ svg, label }: { svg: string; label: string }) {
  const shape = useMemo(() => barcodeShape(svg), [svg]);
  const source = useMemo(() => barcodeImageSource(svg), [svg]);
  const [measure, width] = useMeasuredWidth<HTMLDivElement>();
  const fit = barcodeFit(shape, width, typeof window === 'undefined' ? 0 : window.innerHeight);
  // Paper's size of the bars (the stylesheet's print rules); unknown, the page's width.
  const printed: Record<`--${string}`, string> = shape ? { '--barcode-modules': `${shape.modules}` } : {};
  return (
    <div ref={measure} className={styles.room}>
      {fit.direction === 'across' ? (
        <img
          className={styles.across}
          style={cssVars({ ...printed, '--barcode-max': Number.isFinite(fit.maxWidth) ? `${fit.maxWidth}px` : '100%' })}
          src={source}
          alt={label}
          data-direction="across"
        />
      ) : (
        <div className={styles.turned} style={cssVars({ ...printed, '--barcode-length': `${fit.length}px`, '--barcode-thickness': `${fit.thickness}px` })}>
          <img className={styles.along} src={source} alt={label} data-direction="along" />
        </div>
      )}
    </div>
  );
}
