import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import { Col, Row } from '@azmar/kit/antd/antd-staff';

// A pair: English and Kurdish side by side from a tablet up. A grid: short fields, three to a row on a laptop.
const SPANS = { pair: { xs: 24, md: 12 }, grid: { xs: 24, sm: 12, lg: 8 } } as const;

// Each field its own column, those given together in a fragment (a kind's own fields) too.
const fields = (children: ReactNode): ReactNode[] =>
  Children.toArray(children).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment ? fields(child.props.children) : [child],
  );

/** Fields side by side on a wide screen, one above the other on a phone. */
export function FieldGrid({ layout = 'pair', children }: { layout?: keyof typeof SPANS; children: ReactNode }) {
  return (
    <Row gutter={20}>
      {fields(children).map((child, index) => (
        <Col key={index} {...SPANS[layout]}>
          {child}
        </Col>
      ))}
    </Row>
  );
}
