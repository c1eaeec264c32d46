import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Form, Input, Radio } from 'antd';
import type { AuthInfo } from '@tradewind/contract/system/auth.schema';
import { UpdateInfoSchema } from '@tradewind/contract/system/auth.schema';
import type { Locale } from '@tradewind/contract/common/core-messages';
import { useFeedback } from '@/core/feedback/feedback';
import { useZodRule } from '@/core/form/use-zod-rule';
import { ImageUploader } from '@/modules/common';
import { useI18n } from '@/core/i18n/use-i18n';
import { translateText } from '@/core/i18n/web-messages';
import { useUpdateInfoMutation, type UpdateInfoBody } from '../../auth/api/auth.api';
import { showFieldErrors } from '@/core/form/show-field-errors';
import styles from './profile-form.module.css';

type ProfileValues = { name: string; avatar?: string; language: Locale };

/** Each language named in itself, as on the login page's switch. */
const LANGUAGES: { value: Locale; label: string }[] = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en-US', label: 'English' },
];

/**
 * Name, avatar and language of the signed-in person (PUT /auth/info). The avatar is an image address
 * for now: the upload widget of the services issue produces one, and replaces the text field. The
 * language starts at the one on screen (remembered in this browser), which saving also stores on the server.
 */
export function ProfileForm({ me }: { me: AuthInfo }) {
  const { t, locale, setLocale } = useI18n();
  const { message } = useFeedback();
  const zodRule = useZodRule();
  const [form] = Form.useForm<ProfileValues>();
  const avatar = Form.useWatch('avatar', form);
  const update = useUpdateInfoMutation();

  const handleFinish = (values: ProfileValues) => {
    const input: UpdateInfoBody = { name: values.name, avatar: values.avatar?.trim() ?? '', language: values.language };
    update.mutate(input, {
      onSuccess: () => {
        setLocale(values.language);
        // In the language just chosen: `t` still speaks the previous one in this closure.
        message.success(translateText('setting.saved', values.language));
      },
      onError: (error) => showFieldErrors(form, error),
    });
  };

  return (
    <Form
      form={form}
      name="profile"
      layout="vertical"
      className={styles.form}
      initialValues={{ name: me.name, avatar: me.avatar ?? '', language: locale }}
      onFinish={handleFinish}
    >
      <Form.Item label={t('setting.avatar')} extra={t('setting.avatar_hint')}>
        <div className={styles.avatarRow}>
          <Avatar size={64} src={avatar?.trim() || undefined} icon={<UserOutlined />} alt={me.name} />
          {/* The uploader speaks lists of addresses; the avatar is one address ('' for none). */}
          <Form.Item
            name="avatar"
            noStyle
            getValueProps={(value?: string) => ({ value: value ? [value] : [] })}
            normalize={(urls: string[]) => urls[0] ?? ''}
          >
            <ImageUploader maxCount={1} />
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item label={t('setting.account')}>
        <Input value={me.account ?? '-'} disabled />
      </Form.Item>
      <Form.Item label={t('setting.phone')}>
        <Input value={me.phone ?? '-'} disabled />
      </Form.Item>
      <Form.Item name="name" label={t('setting.name')} rules={[zodRule(UpdateInfoSchema.shape.name.unwrap())]} required>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="language" label={t('setting.language')}>
        <Radio.Group options={LANGUAGES} optionType="button" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('setting.save')}
      </Button>
    </Form>
  );
}
