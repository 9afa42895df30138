import { Plural } from '@lingui/react/macro';

/** An amount in points, in the language's plural form (SPEC §9: prices are shown in points). */
export function Points({ value }: { value: number }) {
  return <Plural value={value} one="# point" other="# points" />;
}
