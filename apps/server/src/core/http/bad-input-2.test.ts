import { badInputSuite } from './bad-input.suite';

// Bad input to every route, second half of the operations (bad-input.suite.ts says how).
badInputSuite(1, 2);
