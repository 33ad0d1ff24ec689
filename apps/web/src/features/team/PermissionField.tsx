import { TEAM_PERMISSIONS, type TTeamPermission } from '@creatorscope/contracts';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Select';

// Strongest first, as people read a permission list.
const ORDER: readonly TTeamPermission[] = ['Admin', 'Write', 'Read'];

type PermissionFieldProps<TFields extends FieldValues> = {
  control: Control<TFields>;
  name: Path<TFields>;
};

/** Admin, Write or Read, with a line under it saying what the chosen one may do. */
export function PermissionField<TFields extends FieldValues>({
  control,
  name,
}: PermissionFieldProps<TFields>) {
  const { t } = useTranslation();
  const options = ORDER.filter((permission) => TEAM_PERMISSIONS.includes(permission)).map((permission) => ({
    value: permission,
    label: t(`team.permissions.${permission}`),
  }));

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value as TTeamPermission | undefined;
        return (
          <Field
            label={t('team.permission')}
            hint={value ? t(`team.permissionHints.${value}`) : undefined}
            error={fieldState.error?.message}
            isRequired
          >
            <Select<TTeamPermission>
              options={options}
              value={value}
              onValueChange={field.onChange}
              name={field.name}
            />
          </Field>
        );
      }}
    />
  );
}
