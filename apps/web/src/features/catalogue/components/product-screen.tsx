import '../i18n';
import { type ProductDetail, publicReadUrls, savingsCents, toCents } from '@labstore/domain';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCartButton } from '../../../entities/cart/add-to-cart-button';
import { ProductImage } from '../../../components/ui/product-image';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useFormats } from '../../../lib/formats';
import { useCategoryName } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useLangAttribute } from '../../../lib/text-language';
import { useInAppLinks } from '../../../lib/use-in-app-links';
import { useRichTextStyles } from '../../../lib/rich-text-styles';
import { catalogueKeys } from '../api/catalogue-keys';
import { useProduct } from '../api/get-product';
import { productJsonLd, slugAddressFor } from '../product-address';
import { Breadcrumb, CurrentCrumb } from './breadcrumb';
import { LoadFailed } from '../../../components/ui/load-failed';
import { NeedHelpBox } from './need-help-box';
import styles from './product-screen.module.css';

// spec/02 2.4: the product page. A lazily loaded route chunk.

const productRoute = getRouteApi('/product/$id');
/** The frame of the product's picture: the 3:2 of the catalogue's images, which fill it (issue 16). */
const IMAGE_WIDTH = 360;
const IMAGE_HEIGHT = 240;

export function ProductScreen() {
  const { id } = productRoute.useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useProduct(id);
  const product = query.data;

  useEffect(() => {
    if (!product) return;
    const slug = slugAddressFor(id, product);
    if (slug === null) return;
    // The slug address shows what is already loaded; no second request.
    queryClient.setQueryData(catalogueKeys.product(slug), product);
    void navigate({ ...paths.product(slug), replace: true });
  }, [id, product, navigate, queryClient]);

  if (query.isPending) return <ProductSkeleton />;
  if (product) return <ProductView product={product} />;
  // Unknown: the 404 answered as null.
  if (product === null) return <ProductNotFound />;
  // Not reached or failed: the error bar has said why.
  return <ProductLoadFailed onRetry={() => void query.refetch()} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalogue');
  const { usd } = useFormats();
  const onHtmlClick = useInAppLinks();
  const descriptionRef = useRichTextStyles<HTMLDivElement>(product.description);
  const instructionsRef = useRichTextStyles<HTMLDivElement>(product.instructions);
  const langOf = useLangAttribute();
  useDocumentMeta({ description: product.metaDescription, robots: product.metaRobots });
  const available = product.isActive && !product.isHidden;
  const url = typeof window === 'undefined' ? '' : `${window.location.origin}/product/${product.slug}`;
  const priceCents = toCents(product.masterPrice);
  const marketCents = product.marketPrice == null ? null : toCents(product.marketPrice);

  return (
    <>
      <ProductBreadcrumb product={product} />
      <script
        type="application/ld+json"
        // Built by productJsonLd, which escapes '<'.
        dangerouslySetInnerHTML={{
          __html: productJsonLd({
            name: product.name,
            slug: product.slug,
            masterPrice: product.masterPrice,
            available,
            imageUrl: product.imageId ? `${window.location.origin}${publicReadUrls.image(product.imageId)}` : null,
            description: product.metaDescription ?? null,
            url,
          }),
        }}
      />
      <div className={styles.layout}>
        <div className={styles.media}>
          <ProductImage imageId={product.imageId} width={IMAGE_WIDTH} height={IMAGE_HEIGHT} lazy={false} priority />
        </div>
        <div className={styles.summary}>
          <ScreenTitle title={product.name} documentTitle={product.pageTitle || undefined} lang={langOf(product.lang)} />
          {!available ? (
            <p className={styles.unavailable} role="status">
              {t('product.unavailable')}
            </p>
          ) : (
            <dl className={styles.facts}>
              {product.cpt && (
                <div className={styles.fact}>
                  <dt>{t('product.cpt')}</dt>
                  <dd>{product.cpt}</dd>
                </div>
              )}
              {marketCents !== null && (
                <div className={styles.fact}>
                  <dt>{t('product.marketPrice')}</dt>
                  <dd>
                    <s>{usd(marketCents)}</s>
                  </dd>
                </div>
              )}
              <div className={styles.fact}>
                <dt>{t('product.price')}</dt>
                <dd className={styles.price}>{usd(priceCents)}</dd>
              </div>
              {marketCents !== null && (
                <div className={styles.fact}>
                  <dt>{t('product.savings')}</dt>
                  {/* spec/02 2.4: market price minus price, two decimals. */}
                  <dd className={styles.savings}>{usd(savingsCents(marketCents, priceCents))}</dd>
                </div>
              )}
            </dl>
          )}
          {available && (
            <AddToCartButton
              className={styles.addToCart}
              product={{
                id: product.id,
                name: product.name,
                slug: product.slug,
                imageId: product.imageId,
                marketPrice: product.marketPrice,
                masterPrice: product.masterPrice,
                productType: product.productType,
                eligibility: product.eligibility,
              }}
            />
          )}
        </div>
      </div>

      {available && product.children.length > 0 && (
        <section className={styles.section} aria-labelledby="product-includes">
          <h2 id="product-includes" className={styles.heading}>
            {t('product.includes')}
          </h2>
          <ul className={styles.children}>
            {product.children.map((child) => (
              <li key={child.id}>
                <Link {...paths.product(child.slug)} lang={langOf(child.lang)}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {available && product.description && (
        <section className={styles.section} aria-labelledby="product-description">
          <h2 id="product-description" className={styles.heading}>
            {t('product.description')}
          </h2>
          {/* docs/api-catalogue.md: the HTML is sanitized by the server. */}
          <div ref={descriptionRef} className={styles.html} lang={langOf(product.lang)} onClick={onHtmlClick} dangerouslySetInnerHTML={{ __html: product.description }} />
        </section>
      )}

      {available && product.instructions && (
        <section className={styles.section} aria-labelledby="product-instructions">
          <h2 id="product-instructions" className={styles.heading}>
            {t('product.instructions')}
          </h2>
          <div ref={instructionsRef} className={styles.html} lang={langOf(product.lang)} onClick={onHtmlClick} dangerouslySetInnerHTML={{ __html: product.instructions }} />
        </section>
      )}

      {available && <ShareLinks name={product.name} url={url} />}
      <NeedHelpBox variant="product" />
    </>
  );
}

function ProductBreadcrumb({ product }: { product: ProductDetail }) {
  const categoryName = useCategoryName();
  const langOf = useLangAttribute();
  return (
    <Breadcrumb throughTests>
      {product.categoryId && product.categoryName && (
        <li>
          <Link {...paths.category(product.categoryId)}>{categoryName({ slug: product.categorySlug, name: product.categoryName })}</Link>
        </li>
      )}
      <CurrentCrumb lang={langOf(product.lang)}>{product.name}</CurrentCrumb>
    </Breadcrumb>
  );
}

/** spec/02 2.4 social share links: e-mail, Facebook, X. */
function ShareLinks({ name, url }: { name: string; url: string }) {
  const { t } = useTranslation('catalogue');
  const encodedUrl = encodeURIComponent(url);
  const links = [
    { label: t('product.shareEmailLabel'), short: t('product.shareEmail'), href: `mailto:?subject=${encodeURIComponent(name)}&body=${encodedUrl}`, external: false },
    { label: t('product.shareFacebookLabel'), short: t('product.shareFacebook'), href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`, external: true },
    { label: t('product.shareXLabel'), short: t('product.shareX'), href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodeURIComponent(name)}`, external: true },
  ];
  return (
    <section className={styles.section} aria-labelledby="product-share">
      <h2 id="product-share" className={styles.heading}>
        {t('product.share')}
      </h2>
      <ul className={styles.share}>
        {links.map((link) => (
          <li key={link.short}>
            <a
              className={styles.shareLink}
              href={link.href}
              aria-label={link.label}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {link.short}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductNotFound() {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <ScreenTitle title={t('product.notFound')} />
      <p>
        <Link {...paths.catalogue()}>{t('list.browseAll')}</Link>
      </p>
      <NeedHelpBox variant="product" />
    </>
  );
}

function ProductLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <ScreenTitle title={t('product.failed')} />
      <LoadFailed onRetry={onRetry} />
      <NeedHelpBox variant="product" />
    </>
  );
}

/** The page's frame while the product loads: the same grid and sizes. */
function ProductSkeleton() {
  const { t } = useTranslation('catalogue');
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('product.loading')}</span>
      <div aria-hidden="true">
        <span className={`${styles.block} ${styles.crumbBlock}`} />
        <div className={styles.layout}>
          <div className={styles.media}>
            <span className={styles.block} style={{ width: IMAGE_WIDTH, height: IMAGE_HEIGHT }} />
          </div>
          <div className={styles.summary}>
            <span className={`${styles.block} ${styles.titleBlock}`} />
            <span className={`${styles.block} ${styles.lineBlock}`} />
            <span className={`${styles.block} ${styles.lineBlock}`} />
            <span className={`${styles.block} ${styles.lineBlock}`} />
          </div>
        </div>
      </div>
    </div>
  );
}
