import styles from './form.module.css';

// Apart from the form kit (form-controls.tsx) so that a page with one
// kit-looking button (Add to Cart on a product) does not load the kit, its
// messages and their schemas before its first paint (issue 10).

/** The classes of the kit's button look, for a link or a control the kit does not render. */
export const formButtonClasses = { primary: styles.primary, secondary: styles.secondary, link: styles.link } as const;
