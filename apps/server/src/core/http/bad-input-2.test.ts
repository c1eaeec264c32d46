import { badInputSuite } from './bad-input.suite';

// Bad input to every route, shard 2 of four (bad-input.suite.ts says how).
badInputSuite(1, 4);
