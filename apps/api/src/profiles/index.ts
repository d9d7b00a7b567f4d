// The profiles feature's public surface: what other features may use of it (docs/decisions.md "API import boundaries").
export { profilesService } from './profiles.service';
export { adultProfileOf, homeAddressOf, profilesOfUser } from './profile-lookups.repository';
export { insertAccountProfile, insertAddress, setAdultProfileEmail } from './account-profile.repository';
