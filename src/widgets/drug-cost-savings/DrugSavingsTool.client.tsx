'use client';

import { useEffect, useId, useMemo, useReducer, useRef, useState, type ComponentType, type FormEvent, type MouseEvent } from 'react';
import { track } from '@/features/analytics/track';
import { importReported } from '@/features/errors/reporter';
import type { DrugSavingsInitial, SelectedDosage, UserLocation } from '@/features/savings/schema';
import { showsCopayOffer, showsInsuredChoice } from './copay';
import type { EditValues } from './edit-check';
import { cardsPerPage, pageCount, pageItems, showsSeeMore } from './paging';
import { filterCards, searchApplies } from './pharmacy-search';
import { bestSaving, priceCards, type PriceCardEntry } from './price-cards';
import { reloadPlan, type ReloadPlan } from './reload-plan';
import { resolveSelection, selectedDosageFor } from './selection';
import { loadingResetMs } from './timing';
import { initialToolState, toolReducer } from './tool-state';
import type { CouponModalProps } from './CouponModal.client';
import { CopayOffer } from './CopayOffer';
import { EditPanel } from './EditPanel';
import { PriceCard } from './PriceCard';
import { lookupZip, loadListPrice, loadPrices } from './savings-api';
import { savingsHeadline, texts } from './texts';
import styles from './DrugCostSavings.module.css';

interface Props {
  initial: DrugSavingsInitial;
  variant: 'article' | 'template';
  /** Overrides 'Get RX Coupon'. */
  ctaText?: string;
  /** The editor's line under the title; without it the savings headline, from the cards shown. */
  description?: string;
  /** The personalisation placement's heading for the coupon modal's first view (spec savings 2.3). */
  couponHeading?: string;
}

const analyticsLocation = 'drug-cost-savings';

/**
 * The interactive part of the article and template widgets: the headline under the title, the edit
 * panel and its reloads, the pharmacy search, the price cards with paging, and the coupon modal,
 * whose code loads on the first card click. The server renders it with the first prices, so nothing
 * moves when it hydrates. The headline's saving is the cards' best (bestSaving): rendered from the
 * same state as the cards, it changes with them when the reader picks another dosage or ZIP.
 */
export function DrugSavingsTool({ initial, variant, ctaText = texts.getCoupon, description, couponHeading }: Props) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [state, dispatch] = useReducer(toolReducer, initial, initialToolState);
  const { userInfo, drugInfo, pricing, failure, loading, page, searchInput, searchTerm, editOpen, locationChosen, couponRequest, modalOpen } = state;
  // The coupon modal's code, loaded on the first card click; not widget state.
  const [modal, setModal] = useState<{ Component: ComponentType<CouponModalProps> } | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const loadSeq = useRef(0);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const { selectedDosage } = drugInfo;
  const cards = useMemo(() => priceCards(pricing, selectedDosage), [pricing, selectedDosage]);
  const filtered = useMemo(() => filterCards(cards, searchTerm), [cards, searchTerm]);
  const shown = pageItems(filtered, page);
  const noMatch = searchApplies(searchTerm) && cards.length > 0 && filtered.length === 0;
  const driver = initial.copayDriver;

  async function reload(plan: ReloadPlan, location: UserLocation, dosage: SelectedDosage) {
    const seq = ++loadSeq.current;
    clearTimeout(resetTimer.current);
    dispatch({ type: 'loadStarted' });
    let where = location;
    if (plan.lookup) {
      const coordinates = await lookupZip(location.zip);
      if (seq !== loadSeq.current) return;
      where = { zip: location.zip, lat: coordinates?.lat ?? null, long: coordinates?.long ?? null };
      dispatch({ type: 'located', location: where });
    }
    const [prices, listPrice] = await Promise.all([plan.prices ? loadPrices(dosage, where) : undefined, plan.listPrice ? loadListPrice(dosage.ndc) : undefined]);
    if (seq !== loadSeq.current) return;
    if (plan.listPrice) dispatch({ type: 'listPriceLoaded', drugMSRP: listPrice ?? null });
    if (plan.prices) dispatch({ type: 'pricesLoaded', pricing: prices ?? null });
    resetTimer.current = setTimeout(() => dispatch({ type: 'loadSettled' }), loadingResetMs);
  }

  function retry() {
    const { location } = userInfo;
    void reload({ lookup: location.lat === null || location.long === null, listPrice: false, prices: true }, location, selectedDosage);
  }

  function update(values: EditValues) {
    const resolved = resolveSelection(drugInfo.manufacturers, values);
    if (!resolved) return;
    const nextDosage = selectedDosageFor(resolved, selectedDosage);
    const insured = values.insured ?? false;
    const planned = reloadPlan(
      { zip: userInfo.location.zip, formulationId: selectedDosage.formulationId, quantityValue: selectedDosage.quantityValue, insured: userInfo.insured },
      { zip: values.zip, formulationId: nextDosage.formulationId, quantityValue: nextDosage.quantityValue, insured },
    );
    // Prices need coordinates: a zip whose lookup failed before is looked up again.
    const unplaced = userInfo.location.lat === null || userInfo.location.long === null;
    const plan = { ...planned, lookup: planned.lookup || (planned.prices && unplaced) };
    const location = plan.lookup ? { zip: values.zip, lat: null, long: null } : userInfo.location;
    dispatch({ type: 'updated', insured, location, manufacturer: resolved.manufacturer.name, selectedDosage: nextDosage });
    editButton.current?.focus();
    if (plan.prices || plan.listPrice || plan.lookup) void reload(plan, location, nextDosage);
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch({ type: 'searchSubmitted' });
  }

  function resetSearch() {
    dispatch({ type: 'searchReset' });
  }

  function openCoupon(card: PriceCardEntry, event: MouseEvent<HTMLButtonElement>) {
    opener.current = event.currentTarget;
    // No drug or pharmacy in the event: which coupon a reader takes is health data.
    track('Element Clicked', { elementType: 'button', location: analyticsLocation, text: ctaText, position: filtered.indexOf(card) + 1 });
    dispatch({ type: 'couponOpened', card });
    if (!modal) {
      importReported(() => import('./CouponModal.client'))
        .then((m) => setModal({ Component: m.CouponModal }))
        .catch(() => dispatch({ type: 'couponClosed' }));
    }
  }

  function closeCoupon() {
    dispatch({ type: 'couponClosed' });
    opener.current?.focus();
  }

  const current: EditValues = {
    zip: userInfo.location.zip,
    insured: userInfo.insured,
    manufacturer: drugInfo.manufacturer,
    form: selectedDosage.form,
    dosage: selectedDosage.dosage,
    quantityDisplay: selectedDosage.quantityDisplay,
  };
  const panelId = `${id}-edit`;
  const first = page * cardsPerPage + 1;
  const last = page * cardsPerPage + shown.length;
  const Modal = modal?.Component;

  return (
    <>
      <p className={styles.description} data-testid="savings-headline">
        {description ?? savingsHeadline(initial.drug.name, bestSaving(cards))}
      </p>
      <div className={styles.tool} data-testid="drug-savings-tool">
        <div className={styles.selection}>
          <p className={styles.selectionText} aria-live="polite">
            {selectedDosage.dosage} {selectedDosage.form}, {selectedDosage.quantityDisplay} near {userInfo.location.zip}
            {!locationChosen && ` ${texts.defaultZip}`}
          </p>
          <button
            ref={editButton}
            type="button"
            className={styles.textButton}
            aria-expanded={editOpen}
            aria-controls={editOpen ? panelId : undefined}
            onClick={() => dispatch({ type: 'editToggled' })}
          >
            {editOpen ? texts.cancel : texts.edit}
            <span className="visually-hidden"> your prescription and location</span>
          </button>
          {!locationChosen && (
            <p className={styles.selectionHint} data-testid="default-zip-hint">
              {texts.defaultZipHint}
            </p>
          )}
        </div>
        {editOpen && (
          <EditPanel
            id={panelId}
            variant={variant}
            manufacturers={drugInfo.manufacturers}
            current={current}
            showInsured={showsInsuredChoice(driver)}
            onUpdate={update}
          />
        )}
        {driver && showsCopayOffer(variant, userInfo.insured, driver) && <CopayOffer driver={driver} />}
        <form className={styles.search} onSubmit={search}>
          <label htmlFor={`${id}-search`} className={styles.searchLabel}>
            {texts.searchLabel}
          </label>
          <div className={styles.searchRow}>
            <input id={`${id}-search`} className={styles.input} type="search" value={searchInput} onChange={(e) => dispatch({ type: 'searchTyped', value: e.target.value })} />
            <button type="submit" className={styles.primaryButton}>
              {texts.search}
            </button>
          </div>
        </form>
        {initial.demoPrices && <p className={styles.demo}>{texts.demoPrices}</p>}
        <div className={styles.results} aria-busy={loading} data-testid="price-results">
          <p className={styles.status} role="status">
            {loading ? texts.loading : failure === null && !noMatch && filtered.length > 0 ? `Showing ${first}–${last} of ${filtered.length} pharmacies` : ''}
          </p>
          {loading && <span className={styles.spinner} aria-hidden="true" />}
          {failure !== null && !loading && (
            <div className={styles.message} role="alert">
              <p>{failure === 'missing' ? texts.noPricing : texts.loadFailed}</p>
              <button type="button" className={styles.secondaryButton} onClick={retry}>
                {texts.retry}
              </button>
            </div>
          )}
          {noMatch && (
            <div className={styles.message} role="alert">
              <p>{texts.searchNoMatch}</p>
              <button type="button" className={styles.secondaryButton} onClick={resetSearch}>
                {texts.reset}
              </button>
            </div>
          )}
          {shown.length > 0 && (
            <ul className={styles.cards}>
              {shown.map((card) => (
                <PriceCard key={`${card.retailer.id}-${card.retailer.location.id}`} card={card} ctaText={ctaText} onCoupon={openCoupon} />
              ))}
            </ul>
          )}
          {searchApplies(searchTerm) && !noMatch && (
            <button type="button" className={styles.textButton} onClick={resetSearch} aria-label={`${texts.reset} pharmacy search`}>
              {texts.reset}
            </button>
          )}
          {showsSeeMore(filtered.length) && (
            <button type="button" className={styles.seeMore} onClick={() => dispatch({ type: 'pageAdvanced', total: filtered.length })} data-pages={pageCount(filtered.length)}>
              {texts.seeMore}
            </button>
          )}
        </div>
        {Modal && couponRequest && (
          <Modal
            key={couponRequest.seq}
            open={modalOpen}
            request={couponRequest}
            partnerName={initial.partnerName}
            botCheck={initial.botCheck}
            demo={initial.demoPrices}
            heading={couponHeading}
            couponPageUrl={initial.couponPageUrl}
            onClose={closeCoupon}
          />
        )}
      </div>
    </>
  );
}
