import 'leaflet/dist/leaflet.css';
import '../../../entities/test-centers/i18n';
import { TEST_CENTER_MAP_ZOOM, type TestCenter } from '@labstore/domain';
import L from 'leaflet';
import { useEffect, useEffectEvent, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapTiles } from '../../../entities/test-centers/map-tiles';
import { MARKER_SIZE, markerPlacements } from './marker-placement';
import styles from './test-centers-map.module.css';

// spec/02 2.11: the centers on a Leaflet map, with a Map or Satellite view.
// Issue 16: the view is fitted to the results (zoom 9 at the closest, the
// spec's zoom), each marker stands at its center's coordinates and the
// selected one is drawn above the others. With no tiles (turned off, or
// offline) the markers still show on a plain ground (DESIGN.md). The default
// export is the lazily loaded chunk.

interface TestCentersMapProps {
  centers: readonly TestCenter[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** Undefined while the settings are on their way. */
  tiles: MapTiles | undefined;
}

type MapView = keyof MapTiles;
type MapTileLayer = NonNullable<MapTiles[MapView]>;

/** The closest zoom The National Map's tiles (the default layers) are made for; a center's street shows well before it. */
const MAX_ZOOM = 16;
/**
 * Room kept around the markers' points when the view is fitted or follows the
 * selection: half a badge and one beside it at a shared point, and at the top
 * the height of the zoom buttons' and the view switch's row too.
 */
const VIEW_PADDING = { paddingTopLeft: L.point(MARKER_SIZE * 1.2, MARKER_SIZE * 2.2), paddingBottomRight: L.point(MARKER_SIZE * 1.2, MARKER_SIZE * 1.2) };
/** Quarter zoom steps, so the fitted view fills the map rather than stopping at the whole level below. */
const ZOOM_SNAP = 0.25;
/** Leaflet stacks markers by their height on the screen; the selected one goes above them all. */
const SELECTED_Z_OFFSET = 10_000;

/** Attribution is configured as plain text; Leaflet writes it as HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The map itself: made once on mount, removed on unmount. A ref, not state: the effects that follow in the same commit find it set. */
function useLeafletMap(container: RefObject<HTMLDivElement | null>) {
  const map = useRef<L.Map | null>(null);
  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { scrollWheelZoom: false, maxZoom: MAX_ZOOM, zoomSnap: ZOOM_SNAP });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, [container]);
  return map;
}

/**
 * The chosen view's tiles; true while the map has no background: no layer,
 * or one none of whose tiles could be fetched (offline, or the provider
 * unreachable). A tile that arrives later brings the background back.
 */
function useTileLayer(mapRef: RefObject<L.Map | null>, layer: MapTileLayer | null): boolean {
  const [unreachableUrl, setUnreachableUrl] = useState<string | null>(null);
  const url = layer?.url;
  const attribution = layer?.attribution ?? '';
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !url) return;
    let anyLoaded = false;
    const tileLayer = L.tileLayer(url, { attribution: escapeHtml(attribution), maxZoom: MAX_ZOOM })
      .on('tileload', () => {
        anyLoaded = true;
        setUnreachableUrl(null);
      })
      .on('tileerror', () => {
        if (!anyLoaded) setUnreachableUrl(url);
      })
      .addTo(map);
    return () => {
      tileLayer.remove();
    };
  }, [mapRef, url, attribution]);
  return !url || unreachableUrl === url;
}

/** The badge Leaflet places: the number, anchored so the badge's middle stands `offsetX` pixels right of the center's point. */
function markerIcon(rank: number, offsetX: number): L.DivIcon {
  return L.divIcon({
    className: styles.marker,
    html: `<span>${rank}</span>`,
    iconSize: [MARKER_SIZE, MARKER_SIZE],
    iconAnchor: [MARKER_SIZE / 2 - offsetX, MARKER_SIZE / 2],
  });
}

/** A keyboard-usable marker: Leaflet gives it focus and role="button", not the keys a button answers to. */
function centerMarker(center: TestCenter, icon: L.DivIcon, select: (id: string) => void): L.Marker {
  const marker = L.marker([center.latitude, center.longtitude], { icon, keyboard: true });
  marker.on('click', () => select(center.id));
  marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
    if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
    event.originalEvent.preventDefault();
    select(center.id);
  });
  return marker;
}

/**
 * One marker a center, numbered as the list, named by its number and the
 * center's name (the number read first, as it is seen); choosing one selects
 * it. A new result fits the view to all its centers. The selection restyles
 * the markers in place rather than making them again, so a marker chosen
 * from the keyboard keeps the focus, and moves the view only when the
 * selected center is out of it.
 */
function useMarkers(mapRef: RefObject<L.Map | null>, centers: readonly TestCenter[], selectedId: string, onSelect: (id: string) => void) {
  const { t } = useTranslation('testCenters');
  const select = useEffectEvent(onSelect);
  const markers = useRef(new Map<string, L.Marker>());

  useEffect(() => {
    const map = mapRef.current;
    if (!map || centers.length === 0) return;
    // The view first: Leaflet adds layers to a map only once it has one, and the markers' elements are needed at once.
    const bounds = L.latLngBounds(centers.map((center) => [center.latitude, center.longtitude]));
    map.fitBounds(bounds, { ...VIEW_PADDING, maxZoom: TEST_CENTER_MAP_ZOOM, animate: false });
    const made = new Map(markerPlacements(centers).map(({ center, rank, offsetX }) => [center.id, centerMarker(center, markerIcon(rank, offsetX), select).addTo(map)] as const));
    markers.current = made;
    return () => made.forEach((marker) => marker.remove());
  }, [mapRef, centers]);

  useEffect(() => {
    centers.forEach((center, index) => {
      const label = t('map.marker', { rank: index + 1, name: center.name });
      markers.current.get(center.id)?.getElement()?.setAttribute('aria-label', label);
      markers.current.get(center.id)?.getElement()?.setAttribute('title', label);
    });
  }, [centers, t]);

  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const isSelected = id === selectedId;
      marker.getElement()?.classList.toggle(styles.selected as string, isSelected);
      marker.getElement()?.setAttribute('aria-pressed', String(isSelected));
      marker.setZIndexOffset(isSelected ? SELECTED_Z_OFFSET : 0);
    }
    const selected = markers.current.get(selectedId);
    if (selected) mapRef.current?.panInside(selected.getLatLng(), VIEW_PADDING);
  }, [mapRef, centers, selectedId]);
}

/** spec/02 2.11: Map or Satellite, as radio buttons in a group named for what they choose. */
function MapViewSwitch({ views, view, onChange }: { views: readonly MapView[]; view: MapView; onChange: (view: MapView) => void }) {
  const { t } = useTranslation('testCenters');
  const name = useId();
  return (
    <fieldset className={styles.views}>
      <legend className="visually-hidden">{t('map.view')}</legend>
      {views.map((option) => (
        <label key={option} className={styles.view}>
          <input type="radio" className="visually-hidden" name={name} value={option} checked={option === view} onChange={() => onChange(option)} />
          {t(`map.${option}`)}
        </label>
      ))}
    </fieldset>
  );
}

export default function TestCentersMap({ centers, selectedId, onSelect, tiles }: TestCentersMapProps) {
  const { t } = useTranslation('testCenters');
  const container = useRef<HTMLDivElement>(null);
  const map = useLeafletMap(container);
  // Only the views the server has tiles for; the switch shows when there are two.
  const views = (['street', 'satellite'] as const).filter((option) => tiles?.[option]);
  const [chosenView, setChosenView] = useState<MapView>('street');
  const view = views.includes(chosenView) ? chosenView : views[0];
  const noTiles = useTileLayer(map, view ? (tiles?.[view] ?? null) : null) && tiles !== undefined;
  useMarkers(map, centers, selectedId, onSelect);
  return (
    // The bare look goes on the figure: React must not rewrite the class of the
    // container, where Leaflet keeps classes of its own.
    <figure className={noTiles ? `${styles.figure} ${styles.bare}` : styles.figure}>
      {view && views.length > 1 && <MapViewSwitch views={views} view={view} onChange={setChosenView} />}
      <div ref={container} className={styles.map} role="region" aria-label={t('map.label')} data-testid="test-centers-map" />
      {noTiles && <figcaption className={styles.note}>{t('map.noTiles')}</figcaption>}
    </figure>
  );
}
