import { badInputSuite } from './bad-input.suite';

// Bad input to every route, first half of the operations (bad-input.suite.ts says how; the other half is bad-input-2.test.ts).
badInputSuite(0, 2);
