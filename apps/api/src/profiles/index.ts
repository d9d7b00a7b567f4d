// The profiles feature's public surface: what other features may use of it (docs/decisions.md "API import boundaries").
export { profilesService } from './profiles.service';
export { adultProfileOf, firstNameOf, homeAddressOf, profilesOfUser, testCenterZipOf } from './profile-lookups.repository';
export { insertAccountProfile, insertAddress, setAdultProfileEmail } from './account-profile.repository';
export { orderMailRecipientOf, partnerPatientOf, type OrderMailRecipient, type PartnerPatient } from './partner-patient.repository';
export { patientOf, type PatientRecord } from './patient-lookup.repository';
export { accountHoldersOf, patientsOf, usersMatching, type AccountHolder, type Patient } from './patients.repository';
