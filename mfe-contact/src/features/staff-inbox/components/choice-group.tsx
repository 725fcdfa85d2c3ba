import { useId } from 'react';
import { Flex, Radio, Typography } from '@azmar/kit/antd/antd-staff';

/**
 * A filter with a few values: a row of radios named by the words above it, applied as it is chosen. antd's plain
 * radios, not its button-styled ones, whose input has no size and takes no pointer (a click on it does nothing).
 */
export function ChoiceGroup<Value extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong id={id}>
        {legend}
      </Typography.Text>
      <Radio.Group name={name} aria-labelledby={id} value={value} options={[...options]} onChange={(event) => onChange(event.target.value as Value)} />
    </Flex>
  );
}
