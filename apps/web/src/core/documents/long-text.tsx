import styles from './long-text.module.css';

/** A remark or other long text in a header's Descriptions: wraps in the space the other fields leave it; '-' when none. */
export function LongText({ text }: { text: string | null | undefined }) {
  return <div className={styles.longText}>{text || '-'}</div>;
}
