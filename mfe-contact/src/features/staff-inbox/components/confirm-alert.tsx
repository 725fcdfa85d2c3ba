import { Alert, Button, Flex } from '@azmar/kit/antd/antd-staff';

type ConfirmAlertProps = { id: string; question: string; yes: string; no: string; busy: boolean; onYes: () => void; onNo: () => void; testId?: string };

/** A question asked before something that cannot be undone (deleting a message, erasing a visitor's), and its answers. */
export function ConfirmAlert({ id, question, yes, no, busy, onYes, onNo, testId = id }: ConfirmAlertProps) {
  return (
    <Alert
      type="error"
      role="alertdialog"
      aria-labelledby={id}
      data-testid={testId}
      title={
        <span id={id} style={{ overflowWrap: 'anywhere' }}>
          {question}
        </span>
      }
      description={
        <Flex wrap gap="small">
          <Button size="large" danger disabled={busy} onClick={onYes}>
            {yes}
          </Button>
          <Button size="large" onClick={onNo}>
            {no}
          </Button>
        </Flex>
      }
    />
  );
}
