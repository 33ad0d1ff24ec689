import { type TTeamMemberInput, ZTeamMemberInput } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { showFormError } from '../../lib/forms/show-form-error';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { PermissionField } from './PermissionField';
import { useAddTeamMember } from './use-team';

type InviteMemberDialogProps = {
  orgId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

type InviteForm = z.input<typeof ZTeamMemberInput>;

/** Invites someone by email: name, email, permission, role and, optionally, their organisation. */
export function InviteMemberDialog({ orgId, isOpen, onOpenChange }: InviteMemberDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const addMember = useAddTeamMember();
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<InviteForm, unknown, TTeamMemberInput>({
    resolver: zodResolver(ZTeamMemberInput),
    defaultValues: { name: '', email: '', permission: 'Read', role: '', organization_name: '' },
  });

  const submit = handleSubmit((values) => {
    if (addMember.isPending) return;
    addMember.mutate(
      { ...values, orgId },
      {
        onSuccess: () => {
          toast.success(t('team.invited', { email: values.email }));
          reset();
          onOpenChange(false);
        },
        onError: (error) =>
          showFormError(error, {
            setError,
            fields: ['name', 'email', 'permission', 'role', 'organization_name'],
            unexpectedMessage: t('errors.unexpected'),
          }),
      },
    );
  });

  return (
    <Dialog
      open={isOpen}
      onOpenChange={onOpenChange}
      title={t('team.inviteTitle')}
      description={t('team.inviteDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={addMember.isPending}>
            {t('team.sendInvite')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('auth.name')} error={errors.name?.message} isRequired>
            <Input autoComplete="off" {...register('name')} />
          </Field>
          <Field label={t('auth.email')} error={errors.email?.message} isRequired>
            <Input type="email" autoComplete="off" dir="ltr" {...register('email')} />
          </Field>
        </div>
        <PermissionField control={control} name="permission" />
        <Field label={t('team.role')} hint={t('team.roleHint')} error={errors.role?.message} isRequired>
          <Input placeholder={t('team.rolePlaceholder')} {...register('role')} />
        </Field>
        <Field
          label={t('team.organizationName')}
          hint={t('team.organizationNameHint')}
          error={errors.organization_name?.message}
        >
          <Input autoComplete="organization" {...register('organization_name')} />
        </Field>
      </form>
    </Dialog>
  );
}
