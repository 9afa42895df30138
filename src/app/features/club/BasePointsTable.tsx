import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { User } from '../../../contract/user';
import { publicConfigQuery } from '../../api/queries';
import { Table, type TableColumn } from '../../ui';

interface Row {
  label: MessageDescriptor;
  points: number;
}

/** SPEC §2 Home "base-points table" (§9): the region's points per product; decor owners see only the decor rows (§6). */
export function BasePointsTable({ user, decor }: { user: User; decor: boolean }) {
  const { i18n, t } = useLingui();
  const { data: config } = useSuspenseQuery(publicConfigQuery(user.language.code));
  const base = config.behaviours[user.region.slug]?.base_points;
  if (!base) return null;
  const rows: Row[] = decor
    ? [{ label: msg`Decor product`, points: base.other }, { label: msg`Project survey`, points: base.survey_bonus }]
    : [
      { label: msg`Standard roof window`, points: base.standard },
      { label: msg`Comfort roof window`, points: base.comfort },
      { label: msg`Premium (solar) roof window`, points: base.premium },
      { label: msg`Other products`, points: base.other },
      { label: msg`Project survey`, points: base.survey_bonus },
    ];
  const columns: TableColumn<Row>[] = [
    { key: 'product', header: t`Product`, cell: (row) => i18n._(row.label) },
    { key: 'points', header: t`Points`, align: 'end', cell: (row) => i18n.number(row.points) },
  ];
  return <Table caption={<Trans>Base points</Trans>} hideCaption columns={columns} rows={rows} rowKey={(row) => row.label.id ?? ''} stacked={false} />;
}
