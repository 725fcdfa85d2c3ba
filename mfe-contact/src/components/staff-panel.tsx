import type { ReactNode, Ref } from 'react';
import { Card, Flex, Typography } from '@azmar/kit/antd/antd-staff';

type StaffPanelProps = {
  id: string;
  title: ReactNode;
  testId?: string;
  narrow?: boolean;
  action?: ReactNode;
  /** The heading, for a panel that moves focus to it (the inbox's list and message). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** A panel of the studio: a region named by its heading, and beside the heading, where there is one, its main action. */
export function StaffPanel({ id, title, testId, narrow, action, headingRef, children }: StaffPanelProps) {
  return (
    <Card role="region" aria-labelledby={id} data-testid={testId} style={narrow ? { maxWidth: '32rem' } : undefined}>
      <Flex vertical gap="middle">
        {/* Not the card's own title bar: that keeps its title on one line, squeezed beside the action on a phone. */}
        <Flex wrap align="center" justify="space-between" gap="small">
          <Typography.Title level={2} id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} dir="auto" style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {action}
        </Flex>
        {children}
      </Flex>
    </Card>
  );
}
