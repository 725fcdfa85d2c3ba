import { Flex } from '@azmar/kit/antd/antd-staff';

/** A text in English and in Kurdish, one above the other, each in its own direction and language (a table's cell). */
export function BothLanguages({ en, ku }: { en: string; ku: string }) {
  return (
    <Flex vertical gap={2}>
      <span lang="en" dir="ltr">
        {en}
      </span>
      <span lang="ckb" dir="rtl">
        {ku}
      </span>
    </Flex>
  );
}
