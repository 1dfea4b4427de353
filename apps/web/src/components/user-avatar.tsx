import { initialsOf } from '@pawndesk/domain/staff-profile';
import Avatar from 'antd/es/avatar';

type UserAvatarProps = {
  user: { firstName: string; lastName: string; username: string };
  /** A signed picture link (decisions/0029); the initials show without one. */
  src: string | null;
  size?: 'small' | 'default' | 'large' | number;
};

/** The user's picture, or their initials on a coloured disc. */
export function UserAvatar({ user, src, size = 'default' }: UserAvatarProps) {
  return (
    <Avatar
      size={size}
      src={src ?? undefined}
      alt={`${user.lastName} ${user.firstName}`.trim() || user.username}
      className={src ? 'pd-user-avatar' : 'pd-user-avatar pd-user-avatar-initials'}
      data-testid={src ? 'user-avatar-picture' : 'user-avatar-initials'}
    >
      {src ? null : initialsOf(user)}
    </Avatar>
  );
}
