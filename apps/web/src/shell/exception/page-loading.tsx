import { Flex, Spin } from 'antd';

/** Shown while the first route's code or data loads, and by pages waiting for their data. */
export function PageLoading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
