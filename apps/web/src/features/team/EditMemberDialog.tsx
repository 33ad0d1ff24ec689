import { type TTeamMember, ZTeamMemberInput } from '@creatorscope/contracts';
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
import { useUpdateTeamMember } from './use-team';

const editSchema = ZTeamMemberInput.pick({ permission: true, role: true });
type EditForm = z.input<typeof editSchema>;
type EditValues = z.output<typeof editSchema>;

type EditMemberDialogProps = {
  orgId: string;
  member: TTeamMember;
  onClose: () => void;
};

/** Changes what a member may do (permission) and their job in the team (role). */
export function EditMemberDialog({ orgId, member, onClose }: EditMemberDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const updateMember = useUpdateTeamMember();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditForm, unknown, EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: { permission: member.permission, role: member.role },
  });

  const submit = handleSubmit((values) => {
    if (updateMember.isPending) return;
    updateMember.mutate(
      {
        orgId,
        id: member.id,
        name: member.name,
        email: member.email,
        organization_name: member.organization_name ?? undefined,
        ...values,
      },
      {
        onSuccess: () => {
          toast.success(t('team.updated', { name: member.name || member.email }));
          onClose();
        },
        onError: (error) =>
          showFormError(error, {
            setError,
            fields: ['permission', 'role'],
            unexpectedMessage: t('errors.unexpected'),
          }),
      },
    );
  });

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('team.editTitle', { name: member.name || member.email })}
      description={member.email}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={updateMember.isPending}>
            {t('team.saveChanges')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <PermissionField control={control} name="permission" />
        <Field label={t('team.role')} hint={t('team.roleHint')} error={errors.role?.message} isRequired>
          <Input placeholder={t('team.rolePlaceholder')} {...register('role')} />
        </Field>
      </form>
    </Dialog>
  );
}
