import 'leaflet/dist/leaflet.css';
import '../../../entities/test-centers/i18n';
import { TEST_CENTER_MAP_ZOOM, type TestCenter } from '@labstore/domain';
import L from 'leaflet';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapTiles } from '../../../entities/test-centers/map-tiles';
import styles from './test-centers-map.module.css';

// spec/02 2.11: the centers on a Leaflet map at zoom 9, centred on the
// selected one, with Map and Satellite views when their tiles are configured
// (DESIGN.md: with no tiles, offline or unconfigured, the markers still show
// on a plain ground). The default export is the lazily loaded chunk.

interface TestCentersMapProps {
  centers: readonly TestCenter[];
  selectedId: string;
  onSelect: (id: string) => void;
  tiles: MapTiles;
}

/** Attribution is configured as plain text; Leaflet writes it as HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The base layers the server configured, by their name in the site's language. */
function baseLayers(tiles: MapTiles, names: { street: string; satellite: string }, onError: () => void): Record<string, L.TileLayer> {
  const layers = new Map<string, L.TileLayer>();
  for (const kind of ['street', 'satellite'] as const) {
    const layer = tiles[kind];
    if (layer) layers.set(names[kind], L.tileLayer(layer.url, { attribution: escapeHtml(layer.attribution), maxZoom: 19 }).on('tileerror', onError));
  }
  // Leaflet's layers control takes them as an object, by name.
  return Object.fromEntries(layers);
}

/** The map itself: made once on mount, removed on unmount. A ref, not state: the effects that follow in the same commit find it set. */
function useLeafletMap(container: RefObject<HTMLDivElement | null>) {
  const map = useRef<L.Map | null>(null);
  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { scrollWheelZoom: false });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, [container]);
  return map;
}

/** The configured tile layers (Map first), a switch between them when both are set, and whether any tile failed. */
function useTileLayers(mapRef: RefObject<L.Map | null>, tiles: MapTiles): boolean {
  const { t } = useTranslation('testCenters');
  const [tilesFailed, setTilesFailed] = useState(false);
  const names = { street: t('map.street'), satellite: t('map.satellite') };
  const makeLayers = useEffectEvent(() => baseLayers(tiles, names, () => setTilesFailed(true)));
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const layers = makeLayers();
    Object.values(layers)[0]?.addTo(map);
    const control = Object.keys(layers).length > 1 ? L.control.layers(layers, undefined, { collapsed: false }).addTo(map) : undefined;
    return () => {
      control?.remove();
      Object.values(layers).forEach((layer) => layer.remove());
    };
  }, [mapRef, tiles]);
  return tilesFailed || (!tiles.street && !tiles.satellite);
}

function markerIcon(rank: number): L.DivIcon {
  return L.divIcon({ className: styles.marker, html: `<span>${rank}</span>`, iconSize: [30, 30], iconAnchor: [15, 15] });
}

/** A keyboard-usable marker: Leaflet gives it focus and role="button", not the keys a button answers to. */
function centerMarker(center: TestCenter, rank: number, select: (id: string) => void): L.Marker {
  const marker = L.marker([center.latitude, center.longtitude], { icon: markerIcon(rank), title: center.name, keyboard: true });
  marker.on('click', () => select(center.id));
  marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
    if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
    event.originalEvent.preventDefault();
    select(center.id);
  });
  return marker;
}

/**
 * One marker a center, numbered as the list; choosing one selects it. The
 * selection restyles the markers in place rather than making them again, so
 * a marker chosen from the keyboard keeps the focus.
 */
function useMarkers(mapRef: RefObject<L.Map | null>, centers: readonly TestCenter[], selectedId: string, onSelect: (id: string) => void) {
  const select = useEffectEvent(onSelect);
  const markers = useRef(new Map<string, L.Marker>());

  useEffect(() => {
    const map = mapRef.current;
    const first = centers[0];
    if (!map || !first) return;
    // A view first: Leaflet adds layers to a map only once it has one, and
    // the markers' elements are needed at once.
    map.setView([first.latitude, first.longtitude], TEST_CENTER_MAP_ZOOM);
    const made = new Map(centers.map((center, index) => [center.id, centerMarker(center, index + 1, select).addTo(map)] as const));
    for (const [id, marker] of made) marker.getElement()?.setAttribute('aria-label', centers.find((center) => center.id === id)?.name ?? '');
    markers.current = made;
    return () => made.forEach((marker) => marker.remove());
  }, [mapRef, centers]);

  useEffect(() => {
    const selected = centers.find((center) => center.id === selectedId);
    if (selected) mapRef.current?.setView([selected.latitude, selected.longtitude], TEST_CENTER_MAP_ZOOM);
    for (const [id, marker] of markers.current) {
      const isSelected = id === selectedId;
      marker.getElement()?.classList.toggle(styles.selected as string, isSelected);
      marker.getElement()?.setAttribute('aria-pressed', String(isSelected));
      marker.setZIndexOffset(isSelected ? 1000 : 0);
    }
  }, [mapRef, centers, selectedId]);
}

export default function TestCentersMap({ centers, selectedId, onSelect, tiles }: TestCentersMapProps) {
  const { t } = useTranslation('testCenters');
  const container = useRef<HTMLDivElement>(null);
  const map = useLeafletMap(container);
  const noTiles = useTileLayers(map, tiles);
  useMarkers(map, centers, selectedId, onSelect);
  return (
    // The bare look goes on the figure: React must not rewrite the class of the
    // container, where Leaflet keeps classes of its own.
    <figure className={noTiles ? `${styles.figure} ${styles.bare}` : styles.figure}>
      <div ref={container} className={styles.map} role="region" aria-label={t('map.label')} data-testid="test-centers-map" />
      {noTiles && <figcaption className={styles.note}>{t('map.noTiles')}</figcaption>}
    </figure>
  );
}
