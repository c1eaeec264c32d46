import { describe, expect, it, vi } from 'vitest';
import { queueing, type Feedback } from './feedback';

describe('the feedback calls made before Ant Design App is loaded', () => {
  it('are queued and played, with their arguments, to the real instances once there', () => {
    const queued: Array<(feedback: Feedback) => void> = [];
    const early = queueing((call) => queued.push(call));

    void early.message.error('保存失败');
    early.notification.error({ title: '没有权限', key: '402' });
    early.modal.confirm({ title: '确定要退出登录吗' });
    expect(queued).toHaveLength(3);

    const real = {
      message: { error: vi.fn() },
      notification: { error: vi.fn() },
      modal: { confirm: vi.fn() },
    } as unknown as Feedback;
    for (const call of queued) call(real);

    expect(real.message.error).toHaveBeenCalledWith('保存失败');
    expect(real.notification.error).toHaveBeenCalledWith({ title: '没有权限', key: '402' });
    expect(real.modal.confirm).toHaveBeenCalledWith({ title: '确定要退出登录吗' });
  });
});
