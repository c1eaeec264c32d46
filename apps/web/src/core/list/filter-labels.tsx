import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Form, Tooltip, type FormItemProps } from 'antd';

/** The name a filter shows as its placeholder: 'Roles', or a range's two ends joined. */
export function placeholderText(placeholder: unknown): string | null {
  if (typeof placeholder === 'string') return placeholder.trim() || null;
  if (Array.isArray(placeholder)) {
    const parts = placeholder.filter((p): p is string => typeof p === 'string' && p.trim() !== '');
    return parts.length > 0 ? parts.join(' – ') : null;
  }
  return null;
}

/**
 * A filter bar's fields carry only a placeholder, which is no label: a select's placeholder is not even
 * the input's (axe-core's critical 'label'), and a long one is cut off in English ('Authorised …'). Each
 * Form.Item without a label of its own gets its control's placeholder (or, for a control showing a value
 * and no placeholder, its aria-label) as a label that only assistive
 * technology reads (`hiddenLabelClass`), and a tooltip with it for the eye. Fragments and conditionals
 * (`{tab === 'all' ? <Form.Item …> : null}`) are looked into.
 */
export function labelFilterItems(children: ReactNode, hiddenLabelClass: string, itemClass: string): ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement(child)) return child;
    const element = child as ReactElement<{ children?: ReactNode } & FormItemProps>;
    if (element.type === Fragment) return <Fragment key={element.key}>{labelFilterItems(element.props.children, hiddenLabelClass, itemClass)}</Fragment>;
    if (element.type !== Form.Item || element.props.label !== undefined) return element;
    const control = element.props.children;
    const props = isValidElement(control) ? (control.props as { placeholder?: unknown; 'aria-label'?: unknown }) : null;
    const name = props ? (placeholderText(props.placeholder) ?? placeholderText(props['aria-label'])) : null;
    if (!name) return element;
    const labelled = cloneElement(element, { label: name, colon: false, labelCol: { className: hiddenLabelClass } });
    return (
      <Tooltip key={element.key} title={name} mouseEnterDelay={0.5}>
        <div className={itemClass} hidden={element.props.hidden}>
          {labelled}
        </div>
      </Tooltip>
    );
  });
}
