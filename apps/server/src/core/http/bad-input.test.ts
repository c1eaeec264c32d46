import { badInputSuite } from './bad-input.suite';

// Bad input to every route, the first of four shards of the operations (bad-input.suite.ts says how;
// the others are bad-input-2, -3 and -4: one file would pass its timeout on this machine).
badInputSuite(0, 4);
