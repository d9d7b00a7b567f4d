import { PROMO_PAGE_LINKS, SEARCH_MAX_LENGTH, type AdminPromo } from '@labstore/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../../../components/ui/form-controls';
import { AdminListTable, serverColumns } from '../../kit/admin-list-table';
import { useAdminList } from '../../kit/admin-list';
import { SearchField } from '../../kit/search-field';
import { useListFilters } from '../../kit/use-list-filters';
import kit from '../../kit/kit.module.css';
import { promoCodesList, usePromoCode, type PromoCodesFilters } from './promo-code-calls';
import { PromoCodeDialog } from './promo-code-dialog';
import styles from './promo-codes-tab.module.css';

const ALL_CODES: PromoCodesFilters = { search: '' };

/** Which dialog is open: none, Add, or Edit of one code. */
type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; promo: AdminPromo };

/**
 * spec/03 2 Promo code tab: Add Promo code, a search box, and the codes 10 a
 * page, most used first (the server orders them: one page sorted alone would
 * mislead), with up to 10 page links (spec/03 9). Add and Edit open the
 * Add/Edit Promo Code dialog.
 */
export function PromoCodesTab() {
  const { t } = useTranslation('dashboard');
  const { filters, page, setFilter, setPage } = useListFilters(ALL_CODES);
  const list = useAdminList(promoCodesList, filters, page);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const onSearch = useCallback((text: string) => setFilter('search', text), [setFilter]);
  const close = () => setDialog({ mode: 'closed' });

  const columns = serverColumns<AdminPromo>([
    { accessorKey: 'code', header: t('promoCodes.columns.code') },
    {
      id: 'used',
      header: t('promoCodes.columns.used'),
      accessorFn: (promo) => t('promoCodes.usedOf', { used: promo.totalUsedLimit, allotted: promo.totalUseLimit === 0 ? t('promoCodes.unlimited') : promo.totalUseLimit }),
    },
    { id: 'state', header: t('promoCodes.columns.state'), accessorFn: (promo) => t(promo.isActive ? 'promoCodes.active' : 'promoCodes.inactive') },
    { id: 'expires', header: t('promoCodes.columns.expires'), accessorFn: (promo) => promo.dateFinish ?? t('promoCodes.never') },
    {
      id: 'edit',
      header: t('promoCodes.columns.edit'),
      accessorFn: (promo) => promo.id,
      cell: ({ row }) => (
        <FormButton aria-label={t('promoCodes.editCode', { code: row.original.code })} onClick={() => setDialog({ mode: 'edit', promo: row.original })}>
          {t('promoCodes.edit')}
        </FormButton>
      ),
    },
  ]);

  return (
    <>
      <div className={kit.filters}>
        <FormButton variant="primary" className={styles.toolbarButton} onClick={() => setDialog({ mode: 'add' })}>
          {t('promoCodes.addPromoCode')}
        </FormButton>
        <SearchField label={t('promoCodes.search')} maxLength={SEARCH_MAX_LENGTH} onSearch={onSearch} />
      </div>
      <AdminListTable
        label={t('promoCodes.table')}
        columns={columns}
        list={list}
        page={page}
        onPage={setPage}
        getRowId={(promo) => promo.id}
        emptyMessage={t('promoCodes.empty')}
        maxPageLinks={PROMO_PAGE_LINKS}
      />
      {dialog.mode === 'add' && <PromoCodeDialog promo={null} onClose={close} />}
      {dialog.mode === 'edit' && <EditPromoCode key={dialog.promo.id} id={dialog.promo.id} onClose={close} />}
    </>
  );
}

/** Edit reads the code as it is now (another administrator, or a checkout, may have changed it since the list was read). */
function EditPromoCode({ id, onClose }: { id: string; onClose: () => void }) {
  const promo = usePromoCode(id);
  return promo.data ? <PromoCodeDialog promo={promo.data} onClose={onClose} /> : null;
}
