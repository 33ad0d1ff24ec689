import { type TTeamMember, ZTeamMemberInput } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { showFormError } from '../../lib/forms/show-form-error';
import { Field } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
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
    <FormDialog
      onClose={onClose}
      title={t('team.editTitle', { name: member.name || member.email })}
      description={member.email}
      onSubmit={submit}
      submitLabel={t('team.saveChanges')}
      cancelLabel={t('team.cancel')}
      isPending={updateMember.isPending}
    >
      <PermissionField control={control} name="permission" />
      <Field label={t('team.role')} hint={t('team.roleHint')} error={errors.role?.message} isRequired>
        <Input placeholder={t('team.rolePlaceholder')} {...register('role')} />
      </Field>
    </FormDialog>
  );
}
