// Browser tests drive a real system on a shared 2-core machine (CI included), where one test
// can take minutes under load. The limit only stops a hung test; it never measures speed.
jest.setTimeout(180_000);
