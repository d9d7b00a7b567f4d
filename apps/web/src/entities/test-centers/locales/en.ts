import { TEST_CENTER_ZIP_MESSAGE } from '@labstore/domain';

// The test center finder's strings (spec/02 2.6 card, 2.11 page, 8), shared
// by the finder page and the cart's card. Placeholders in {{braces}}.
export const testCentersEn = {
  title: 'Test Centers',
  intro: 'Find the approved test centers nearest to you, then visit one with your lab requisition.',
  breadcrumb: { label: 'Breadcrumb', home: 'Home' },
  zip: {
    form: 'Test center search',
    label: 'Zip code',
    search: 'Search',
    invalid: TEST_CENTER_ZIP_MESSAGE,
  },
  nothingFound: 'Nothing found. Try another Zip.',
  failed: 'The test centers could not be loaded.',
  finding: 'Finding the test centers near {{zip}}…',
  results: {
    heading_one: '{{count}} test center near {{zip}}',
    heading_other: '{{count}} test centers near {{zip}}',
    name: 'Test center',
    address: 'Address',
    range: 'Range',
    phone: 'Phone',
    hours: 'Hours',
    map: 'Map',
    select: 'Show {{name}} on the map',
    selected: 'Shown on the map',
  },
  miles_one: '{{distance}} mile',
  miles_other: '{{distance}} miles',
  openMap: 'Directions',
  openMapLabel: 'Directions to {{name}} (opens a map in a new tab)',
  map: {
    label: 'Map of the test centers found',
    street: 'Map',
    satellite: 'Satellite',
    view: 'Map view',
    marker: '{{rank}}. {{name}}',
    noTiles: 'The map background is unavailable; the markers still show where each center is.',
    loading: 'Loading the map',
  },
  card: {
    title: 'Nearest Approved Test Center',
    fromZip: 'Nearest to zip {{zip}}',
    seeMore: 'See More Test Centers',
    phone: 'Phone',
    hours: 'Working hours',
    prompt: 'Enter your zip code to find the nearest test center.',
  },
} as const;
